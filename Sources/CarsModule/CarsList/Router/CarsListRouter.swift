/// Opens CarsList's neighbours through the frame the list lives in.
@MainActor
final class CarsListRouter {
    weak var transitionHandler: (any TransitionHandler)?

    private func requireTransitionHandler() throws -> any TransitionHandler {
        guard let transitionHandler else { throw TransitionError.frameClosed(CarsListAssembly.moduleName) }
        return transitionHandler
    }
}

// MARK: - CarsListRouterInput

extension CarsListRouter: CarsListRouterInput {
    func openCarDetailModule(carId: String, output: any CarDetailModuleOutput) throws {
        try requireTransitionHandler().openModule(
            CarDetailAssembly.moduleName, as: (any CarDetailModuleInput).self, style: .push, output: output
        ) { input in
            input.configure(with: carId)
        }
    }

    func openCreateCarModule(output: any CreateCarModuleOutput) throws {
        try requireTransitionHandler().openModule(
            CreateCarAssembly.moduleName, as: (any CreateCarModuleInput).self, style: .present, output: output
        ) { _ in }
    }
}
