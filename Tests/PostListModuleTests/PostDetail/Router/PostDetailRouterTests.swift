import Testing
@testable import PostListModule
import ViperRuntimeTesting

@MainActor
final class RecordingAuthorizationModuleOutput: AuthorizationModuleOutput {
    var events: [String] = []
    func didPerformLoginWithSuccess() { events.append("success") }
    func didCancelLogin() { events.append("cancel") }
}

@MainActor
final class StubAuthorizationModuleInput: AuthorizationModuleInput {}

@Suite @MainActor
struct PostDetailRouterTests {
    @Test func openAuthorizationPresentsItThroughTheRouteWithTheOutput() throws {
        let handler = RecordingTransitionHandler()
        handler.moduleInput = StubAuthorizationModuleInput()
        let router = PostDetailRouter()
        router.transitionHandler = handler
        let output = RecordingAuthorizationModuleOutput()

        try router.openAuthorizationModule(output: output)

        #expect(handler.transitions.map(\.module) == ["Authorization"])
        #expect(handler.transitions.first?.style == .present)
        #expect(handler.transitions.first?.output === output)
    }

    @Test func openingWithoutATransitionHandlerThrows() {
        let router = PostDetailRouter()

        #expect(throws: TransitionError.self) { try router.openAuthorizationModule(output: RecordingAuthorizationModuleOutput()) }
    }
}
