import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct PostFeedViewTests {
    let output = RecordingPostFeedViewOutput()
    let view: PostFeedView

    init() {
        view = PostFeedView(output: output)
    }

    @Test func declaresFeed() {
        #expect(PostFeedView.actions.declarations.map(\.usage) == ["feed <name>"])
    }

    @Test func feedAndViewReadyReachTheOutput() throws {
        view.viewDidLoad()
        try view.performAction("feed", ["popular"])

        #expect(output.events == ["ready", "feed popular"])
    }

    @Test func titleNamesTheFeed() {
        view.showFeed(PostFeedViewModel(feed: "popular", feedNames: ["news", "popular"]))

        let screen = view.makeScreen()

        #expect(screen.title == "Feed: popular")
        #expect(screen.fields.first?.value == "news, popular")
    }

    @Test func feedSuggestsTheFeedNames() throws {
        view.showFeed(PostFeedViewModel(feed: "news", feedNames: ["news", "popular"]))

        #expect(try view.suggestedValues(forAction: "feed", parameterAt: 0) == ["news", "popular"])
    }
}
