import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct PostDetailViewTests {
    let output = RecordingPostDetailViewOutput()
    let view: PostDetailView

    init() {
        view = PostDetailView(output: output)
    }

    @Test func declaresLike() {
        #expect(PostDetailView.actions.declarations.map(\.usage) == ["like"])
    }

    @Test func likeAndLifecycleReachTheOutput() throws {
        view.viewDidLoad()
        try view.performAction("like")
        view.viewWillAppear()

        #expect(output.events == ["ready", "like", "willAppear"])
    }

    @Test func screenShowsTitleAuthorBodyAndLikes() {
        view.showPost(PostDetailViewModel(content: .init(id: "news-7", title: "News post 7", author: "author0", body: "Body of news post 7.", likes: 2)))

        let screen = view.makeScreen()
        let text = ScreenRenderer().render(screen)

        #expect(screen.title == "News post 7")
        #expect(screen.fields.map(\.label) == ["Author", "Id"])
        #expect(text.contains("Author: author0"))
        #expect(text.contains("Body of news post 7."))
        #expect(text.contains("Likes: 2"))
    }

    @Test func missingPostShowsPostNotFound() {
        view.showPost(PostDetailViewModel(content: nil))

        #expect(view.makeScreen().messages.map(\.text) == ["Post not found"])
    }
}
