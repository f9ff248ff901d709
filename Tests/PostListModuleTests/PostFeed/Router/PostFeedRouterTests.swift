import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct PostFeedRouterTests {
    @Test func embedPostListPutsItInSlotListConfiguredWithTheFeed() throws {
        let handler = RecordingTransitionHandler()
        let list = RecordingPostListModuleInput()
        handler.moduleInput = list
        let router = PostFeedRouter()
        router.transitionHandler = handler
        let output = RecordingPostListModuleOutput()

        let input = try router.embedPostListModule(feed: "popular", output: output)

        #expect(input === list)
        #expect(list.feeds == ["popular"])
        #expect(handler.transitions.map(\.module) == ["PostList"])
        #expect(handler.transitions.first?.slot == "list")
        #expect(handler.transitions.first?.output === output)
    }

    @Test func aWrongModuleInputIsAnError() {
        let handler = RecordingTransitionHandler()
        handler.moduleInput = RecordingPostDetailModuleInput()
        let router = PostFeedRouter()
        router.transitionHandler = handler

        #expect(throws: ModuleWiringError.self) {
            try router.embedPostListModule(feed: "news", output: RecordingPostListModuleOutput())
        }
    }

    @Test func embeddingWithoutATransitionHandlerThrows() {
        #expect(throws: TransitionError.self) {
            try PostFeedRouter().embedPostListModule(feed: "news", output: RecordingPostListModuleOutput())
        }
    }
}
