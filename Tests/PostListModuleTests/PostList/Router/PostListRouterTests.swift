import Testing
@testable import PostListModule
import ViperRuntimeTesting

@MainActor
final class RecordingPostDetailModuleInput: PostDetailModuleInput {
    var postIds: [String] = []
    func configure(withPostId postId: String) { postIds.append(postId) }
}

@Suite @MainActor
struct PostListRouterTests {
    @Test func openPostDetailPushesItConfiguredWithThePost() throws {
        let handler = RecordingTransitionHandler()
        let detail = RecordingPostDetailModuleInput()
        handler.moduleInput = detail
        let router = PostListRouter()
        router.transitionHandler = handler

        try router.openPostDetailModule(postId: "news-7")

        #expect(handler.transitions.map(\.module) == ["PostDetail"])
        #expect(handler.transitions.first?.style == .push)
        #expect(detail.postIds == ["news-7"])
    }

    @Test func openingWithoutATransitionHandlerThrows() {
        let router = PostListRouter()

        #expect(throws: TransitionError.self) { try router.openPostDetailModule(postId: "news-1") }
    }

    @Test func routerHoldsItsTransitionHandlerWeakly() {
        let router = PostListRouter()
        do {
            let handler = RecordingTransitionHandler()
            router.transitionHandler = handler
        }
        #expect(router.transitionHandler == nil)
    }
}
