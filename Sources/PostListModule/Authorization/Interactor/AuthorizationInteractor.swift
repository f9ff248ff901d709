/// Logs in through the authorization service, in a task of its own.
///
/// Its only state is the login under way: a new login or `cancelLogin()`
/// cancels it, and so does the module closing (the interactor goes with it).
/// Results come back through the output; a cancelled login reports nothing.
@MainActor
final class AuthorizationInteractor: Traceable {
    weak var output: (any AuthorizationInteractorOutput)?
    let authorizationService: any AuthorizationService
    /// The login under way, if any.
    private var login: Task<Void, Never>?

    init(authorizationService: any AuthorizationService) {
        self.authorizationService = authorizationService
    }

    isolated deinit {
        login?.cancel()
    }
}

// MARK: - AuthorizationInteractorInput

extension AuthorizationInteractor: AuthorizationInteractorInput {
    func performLogin(user: String, password: String) {
        trace()
        login?.cancel()
        login = Task { [weak self, authorizationService] in
            do {
                let succeeded = try await authorizationService.performLogin(user: user, password: password)
                guard !Task.isCancelled else { return }
                if succeeded {
                    self?.output?.didPerformLogin(user: user)
                } else {
                    self?.output?.didFailLogin()
                }
            } catch is CancellationError {
                // cancelled, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToPerformLogin(with: error)
            }
        }
    }

    func cancelLogin() {
        trace()
        login?.cancel()
        login = nil
    }
}
