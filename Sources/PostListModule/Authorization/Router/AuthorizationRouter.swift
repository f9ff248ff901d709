/// Closes the login screen when it is done.
@MainActor
final class AuthorizationRouter {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - AuthorizationRouterInput

extension AuthorizationRouter: AuthorizationRouterInput {
    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
