import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct AuthorizationRouterTests {
    @Test func closeCurrentModuleClosesItsFrame() {
        let handler = RecordingTransitionHandler()
        let router = AuthorizationRouter()
        router.transitionHandler = handler

        router.closeCurrentModule()

        #expect(handler.closeCurrentCount == 1)
        #expect(handler.closeToRootCount == 0)
    }
}
