/// Builds CarsList, the root of the Cars feature: the cars in the data's
/// order, searchable, opening CarDetail (push) and CreateCar (present) and
/// hearing back from both through their ModuleOutputs. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router, interactor and search debouncer strong; interactor →
/// presenter weak; router → transition handler weak.
@MainActor
struct CarsListAssembly {
    static let summary = "the cars; select one for its details, create one, or search by make or model"

    /// The feature's store, shared by its modules; each module reaches it
    /// through a `DelayedCarRepository` on its context's clock.
    let repository: any CarRepository

    /// The registry entry that builds a CarsList on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            CarsList.key, summary: Self.summary, navigation: [.push(CarDetail.key), .present(CreateCar.key)], routes: [ModuleRoute("cars")],
            view: CarsListView.self
        ) { context in
            self.assembleModule(in: context)
        }
    }

    /// One CarsList instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let delayedRepository = DelayedCarRepository(base: repository, services: context.services)
        let interactor = CarsListInteractor(repository: delayedRepository)
        let router = CarsListRouter()
        router.transitionHandler = context.transitionHandler
        let debouncer = Debouncer(interval: CarsListPresenter.searchDelay, scheduler: context.scheduler)
        let presenter = CarsListPresenter(router: router, interactor: interactor, searchDebouncer: debouncer)
        interactor.output = presenter
        let view = CarsListView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router, helpers: [debouncer])
    }
}
