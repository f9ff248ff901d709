import Testing
@testable import PostListModule

@Suite @MainActor
struct PostFeedViewTests {
    let output = RecordingPostFeedViewOutput()
    let view = PostFeedView()

    init() {
        view.output = output
    }

    @Test func declaresFeed() {
        #expect(PostFeedView.actions.map(\.usage) == ["feed <name>"])
    }

    @Test func feedAndViewReadyReachTheOutput() throws {
        view.viewDidLoad()
        let feed = PostFeedView.feedAction
        try view.perform(feed, with: ActionArguments.check(["popular"], against: feed))

        #expect(output.events == ["ready", "feed popular"])
    }

    @Test func titleNamesTheFeed() {
        view.showFeed(PostFeedViewModel(feed: "popular", feedNames: ["news", "popular"]))

        let screen = view.makeScreen()

        #expect(screen.title == "Feed: popular")
        #expect(screen.fields.first?.value == "news, popular")
    }

    @Test func feedSuggestsTheFeedNames() {
        view.showFeed(PostFeedViewModel(feed: "news", feedNames: ["news", "popular"]))

        #expect(view.suggestedValues(for: ActionParameter("name"), of: PostFeedView.feedAction) == ["news", "popular"])
    }
}
