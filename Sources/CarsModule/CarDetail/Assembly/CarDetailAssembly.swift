/// Builds CarDetail: one car's make, model, trim and id, with `delete`.
/// Opened by push from CarsList (configured through `CarDetailModuleInput`,
/// reporting deletions through `CarDetailModuleOutput`) or from the shell
/// with `open CarDetail carId=c3`. Not used embedded.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; presenter → module output weak;
/// interactor → presenter weak; router → transition handler weak.
@MainActor
struct CarDetailAssembly {
    nonisolated static let moduleName = "CarDetail"
    static let summary = "one car: make, model, trim and id; delete it"
    static let parameters = [ModuleParameter(CarDetailPresenter.parameterName, help: "the id of the car to show (c1)", required: true)]

    let repository: any CarRepository

    /// The registry entry that builds a CarDetail on every open.
    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(name: Self.moduleName, summary: Self.summary, parameters: Self.parameters, view: CarDetailView.self) {
            context in
            self.assembleModule(in: context)
        }
    }

    /// One CarDetail instance living in `context`'s frame.
    func assembleModule(in context: ModuleContext) -> AssembledModule {
        let interactor = CarDetailInteractor(repository: repository)
        let router = CarDetailRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = CarDetailPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = CarDetailView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
