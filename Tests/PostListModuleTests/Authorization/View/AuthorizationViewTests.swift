import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct AuthorizationViewTests {
    let output = RecordingAuthorizationViewOutput()
    let view: AuthorizationView

    init() {
        view = AuthorizationView(output: output)
    }

    @Test func declaresLoginAndCancel() {
        #expect(AuthorizationView.actions.declarations.map(\.usage) == ["login <user> <password>", "cancel"])
    }

    @Test func actionsReachTheOutput() throws {
        view.viewDidLoad()
        try view.performAction("login", ["demo", "demo123"])
        try view.performAction("cancel")

        #expect(output.events == ["ready", "login demo demo123", "cancel"])
    }

    @Test func loginNeedsBothWords() {
        #expect(throws: ActionArgumentError.self) { try view.performAction("login", ["demo"]) }
    }

    @Test func screenShowsTheUserAndTheError() {
        view.showLogin(AuthorizationViewModel(user: "demo", error: "Invalid user name or password"))

        let screen = view.makeScreen()

        #expect(screen.fields.first?.value == "demo")
        #expect(screen.messages.first?.text == "Invalid user name or password")
        #expect(screen.messages.first?.severity == .error)
    }
}
