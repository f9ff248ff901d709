/// Opens Authorization through the shared `AuthorizationRoute`.
@MainActor
final class PostDetailRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - PostDetailRouterInput

extension PostDetailRouter: PostDetailRouterInput {
    func openAuthorizationModule(output: any AuthorizationModuleOutput) throws {
        trace()
        try AuthorizationRoute.openAuthorizationModule(from: transitionHandler, output: output)
    }
}
