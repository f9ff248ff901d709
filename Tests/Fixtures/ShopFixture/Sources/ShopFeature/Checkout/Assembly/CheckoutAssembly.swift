/// Builds Checkout: one checkout with its own id, whose `submit` places its
/// order. Pushed by Catalog, or opened with the route `shop/checkout`.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak;
/// router → transition handler weak.
@MainActor
struct CheckoutAssembly {
    let makeService: @MainActor (ModuleContext) -> any ShopService
    let bugs: ShopFeature.PlantedBugs

    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            Checkout.key, summary: "place the basket's order", routes: [ModuleRoute("shop/checkout")], view: CheckoutView.self
        ) { context in
            let interactor = CheckoutInteractor(service: makeService(context))
            let router = CheckoutRouter()
            router.transitionHandler = context.transitionHandler
            let presenter = CheckoutPresenter(router: router, interactor: interactor, bugs: bugs)
            interactor.output = presenter
            let view = CheckoutView(output: presenter)
            presenter.view = view
            return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
        }
    }
}
