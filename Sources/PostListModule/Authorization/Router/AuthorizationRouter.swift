/// Closes the login screen when it is done.
@MainActor
final class AuthorizationRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - AuthorizationRouterInput

extension AuthorizationRouter: AuthorizationRouterInput {
    func closeCurrentModule() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}
