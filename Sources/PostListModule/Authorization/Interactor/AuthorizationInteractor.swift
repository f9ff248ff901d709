/// Logs in through the authorization service, whose answer arrives later on
/// the session's scheduler.
@MainActor
final class AuthorizationInteractor: Traceable {
    weak var output: (any AuthorizationInteractorOutput)?
    let authorizationService: any AuthorizationService
    private var pendingLogin: ScheduledWork?

    init(authorizationService: any AuthorizationService) {
        self.authorizationService = authorizationService
    }
}

// MARK: - AuthorizationInteractorInput

extension AuthorizationInteractor: AuthorizationInteractorInput {
    func performLogin(user: String, password: String) {
        trace()
        pendingLogin?.cancel()
        pendingLogin = authorizationService.performLogin(user: user, password: password) { [weak self] succeeded in
            guard let self else { return }
            pendingLogin = nil
            if succeeded {
                output?.didPerformLogin(user: user)
            } else {
                output?.didFailLogin()
            }
        }
    }

    func cancelLogin() {
        trace()
        pendingLogin?.cancel()
        pendingLogin = nil
    }
}
