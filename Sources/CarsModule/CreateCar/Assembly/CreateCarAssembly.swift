/// Builds CreateCar: a form for a new car (make, model, trim) that validates
/// on `save`, stores the car through the repository, reports it through
/// `CreateCarModuleOutput` and closes. Presented by CarsList; not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor →
/// repository (a `DelayedCarRepository` over the store) strong; presenter → module output weak;
/// interactor → presenter weak; router → transition handler weak.
@MainActor
struct CreateCarAssembly {
    static let summary = "a form for a new car: fill make, model and trim, then save or cancel"

    /// The feature's store, shared by its modules; each module reaches it
    /// through a `DelayedCarRepository` on its context's clock.
    let repository: any CarRepository

    /// The registry entry that builds a CreateCar on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            CreateCar.key, summary: Self.summary, routes: [ModuleRoute("cars/new")], view: CreateCarView.self,
            inputRecord: CreateCarInputRecord.init, outputEvents: Self.outputEvents
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// What a fake CreateCar can tell its opener (`emit CreateCar didCreateCar {"id": "c6", ...}`).
    static let outputEvents = [
        ModuleOutputEvent("didCreateCar", payload: Car.self) { (output: any CreateCarModuleOutput, car) in output.didCreateCar(car) },
    ]

    /// One CreateCar instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let delayedRepository = DelayedCarRepository(base: repository, services: context.services)
        let interactor = CreateCarInteractor(repository: delayedRepository)
        let router = CreateCarRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = CreateCarPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = CreateCarView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
