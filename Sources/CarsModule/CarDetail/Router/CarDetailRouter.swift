/// Closes CarDetail through the frame it lives in.
@MainActor
final class CarDetailRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - CarDetailRouterInput

extension CarDetailRouter: CarDetailRouterInput {
    func closeCurrentModule() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}
