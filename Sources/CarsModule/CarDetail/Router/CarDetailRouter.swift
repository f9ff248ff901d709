/// Closes CarDetail through the frame it lives in.
@MainActor
final class CarDetailRouter {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - CarDetailRouterInput

extension CarDetailRouter: CarDetailRouterInput {
    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
