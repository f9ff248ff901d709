/// Closes CreateCar through the frame it lives in.
@MainActor
final class CreateCarRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - CreateCarRouterInput

extension CreateCarRouter: CreateCarRouterInput {
    func closeCurrentModule() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}
