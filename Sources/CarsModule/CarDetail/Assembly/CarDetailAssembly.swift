/// Builds CarDetail: one car's make, model, trim and id, with `delete`.
/// Opened by push from CarsList (configured through `CarDetailModuleInput`,
/// reporting deletions through `CarDetailModuleOutput`) or from the shell
/// with `open CarDetail carId=c3`. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor →
/// repository (a `DelayedCarRepository` over the store) strong; presenter → module output weak;
/// interactor → presenter weak; router → transition handler weak.
@MainActor
struct CarDetailAssembly {
    static let summary = "one car: make, model, trim and id; delete it"
    static let carIdParameter = ModuleParameter("carId", help: "the id of the car to show (c1)", required: true)

    /// The feature's store, shared by its modules; each module reaches it
    /// through a `DelayedCarRepository` on its context's clock.
    let repository: any CarRepository

    /// The registry entry that builds a CarDetail on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            CarDetail.key, summary: Self.summary, parameters: [Self.carIdParameter], routes: [ModuleRoute("cars/:carId")],
            view: CarDetailView.self,
            configure: Self.configure, inputRecord: CarDetailInputRecord.init, outputEvents: Self.outputEvents
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// What a fake CarDetail can tell its opener (`emit CarDetail didDeleteCar "c2"`).
    static let outputEvents = [
        ModuleOutputEvent("didDeleteCar", payload: String.self) { (output: any CarDetailModuleOutput, id) in output.didDeleteCar(id: id) },
    ]

    /// Turns `carId=c3` into `configure(with: "c3")`; an empty id is refused.
    static func configure(_ parameters: ModuleParameters, input: any CarDetailModuleInput) throws(ModuleWiringError) {
        let name = carIdParameter.name
        guard let carId = parameters[name], !carId.isEmpty else {
            throw .invalidParameter(name: name, reason: "the id of a car is required (carId=c1)")
        }
        input.configure(with: carId)
    }

    /// One CarDetail instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let delayedRepository = DelayedCarRepository(base: repository, services: context.services)
        let interactor = CarDetailInteractor(repository: delayedRepository)
        let router = CarDetailRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = CarDetailPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = CarDetailView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
