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
        let session = try makePostSession()
        try session.openAndSettle("PostDetail", parameters: ["postId": "news-1"])
        let output = RecordingAuthorizationModuleOutput()

        try AuthorizationRoute.openAuthorizationModule(from: session.top, output: output)
        try session.run("login", "demo", "demo123")

        #expect(output.events == ["success"])
        #expect(session.frameIDs == ["PostDetail#1"])
    }

    @Test func aModuleNotDeclaringAuthorizationCannotOpenIt() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostList")

        #expect(throws: NavigationError.undeclared(module: "PostList", other: "Authorization")) {
            try AuthorizationRoute.openAuthorizationModule(from: session.top, output: RecordingAuthorizationModuleOutput())
        }
        #expect(session.frameIDs == ["PostList#1"])
    }
}
