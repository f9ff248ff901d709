/// Opens Authorization through the shared `AuthorizationRoute`.
@MainActor
final class PostDetailRouter {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - PostDetailRouterInput

extension PostDetailRouter: PostDetailRouterInput {
    func openAuthorizationModule(output: any AuthorizationModuleOutput) throws {
        try AuthorizationRoute.openAuthorizationModule(from: transitionHandler, output: output)
    }
}
