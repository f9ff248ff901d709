/// Opens CarsList's neighbours through the frame the list lives in.
@MainActor
final class CarsListRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - CarsListRouterInput

extension CarsListRouter: CarsListRouterInput {
    func openCarDetailModule(carId: String, output: any CarDetailModuleOutput) throws {
        trace()
        try transitionHandler.required(by: CarsList.key.name).open(CarDetail.key, style: .push, output: output) { input in
            input.configure(with: carId)
        }
    }

    func openCreateCarModule(output: any CreateCarModuleOutput) throws {
        trace()
        try transitionHandler.required(by: CarsList.key.name).open(CreateCar.key, style: .present, output: output)
    }
}
