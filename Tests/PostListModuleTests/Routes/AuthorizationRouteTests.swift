import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct AuthorizationRouteTests {
    @Test func presentsAuthorizationChainedToTheOutput() throws {
        let handler = RecordingTransitionHandler()
        handler.moduleInput = StubAuthorizationModuleInput()
        let output = RecordingAuthorizationModuleOutput()

        try AuthorizationRoute.openAuthorizationModule(from: handler, output: output)

        #expect(handler.transitions.count == 1)
        #expect(handler.transitions.first?.module == "Authorization")
        #expect(handler.transitions.first?.style == .present)
        #expect(handler.transitions.first?.output === output)
    }

    @Test func aGoneTransitionHandlerIsAnError() {
        #expect(throws: TransitionError.self) {
            try AuthorizationRoute.openAuthorizationModule(from: nil, output: RecordingAuthorizationModuleOutput())
        }
    }

    @Test func aModuleDeclaringAuthorizationCanUseIt() throws {
        let tester = try makePostTester()
        try tester.open("PostDetail", parameters: ["postId": "news-1"])
        let output = RecordingAuthorizationModuleOutput()

        try AuthorizationRoute.openAuthorizationModule(from: tester.session.top, output: output)
        try tester.perform("login", "demo", "demo123")

        #expect(output.events == ["success"])
        #expect(tester.frameIDs == ["PostDetail#1"])
    }

    @Test func aModuleNotDeclaringAuthorizationCannotOpenIt() throws {
        let tester = try makePostTester()
        try tester.open("PostList")

        #expect(throws: NavigationError.undeclared(module: "PostList", other: "Authorization")) {
            try AuthorizationRoute.openAuthorizationModule(from: tester.session.top, output: RecordingAuthorizationModuleOutput())
        }
        #expect(tester.frameIDs == ["PostList#1"])
    }
}
