@testable import PostListModule

@MainActor
final class RecordingAuthorizationView: AuthorizationViewInput {
    var shown: [AuthorizationViewModel] = []
    func showLogin(_ viewModel: AuthorizationViewModel) { shown.append(viewModel) }
}

/// Records closes, and what the module output had heard when each happened.
@MainActor
final class RecordingAuthorizationRouter: AuthorizationRouterInput {
    var closeCount = 0
    var onClose: (() -> Void)?
    func closeCurrentModule() {
        closeCount += 1
        onClose?()
    }
}

@MainActor
final class RecordingAuthorizationInteractor: AuthorizationInteractorInput {
    var logins: [String] = []
    var cancelCount = 0
    func performLogin(user: String, password: String) { logins.append("\(user)/\(password)") }
    func cancelLogin() { cancelCount += 1 }
}

@MainActor
final class RecordingAuthorizationInteractorOutput: AuthorizationInteractorOutput {
    var events: [String] = []
    func didPerformLogin(user: String) { events.append("success \(user)") }
    func didFailLogin() { events.append("failure") }
    func didFailToPerformLogin(with error: any Error) { events.append("error \(error)") }
}

@MainActor
final class RecordingAuthorizationViewOutput: AuthorizationViewOutput {
    var events: [String] = []
    func didTriggerViewReadyEvent() { events.append("ready") }
    func didTriggerLoginAction(user: String, password: String) throws { events.append("login \(user) \(password)") }
    func didTriggerCancelAction() { events.append("cancel") }
}

/// What an authorization service that cannot be reached throws.
struct LoginServiceDown: Error, CustomStringConvertible {
    var description: String { "the login service is down" }
}
