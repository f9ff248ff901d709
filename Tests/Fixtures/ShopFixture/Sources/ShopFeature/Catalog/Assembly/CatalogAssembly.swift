/// Builds Catalog, the root of the Shop feature: the products, loaded from
/// the shop service, with `select <n>` (ProductDetail by push), `checkout`
/// (Checkout by push), `refresh` and, after a failed load, `retry`.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak;
/// router → transition handler weak.
@MainActor
struct CatalogAssembly {
    let makeService: @MainActor (ModuleContext) -> any ShopService
    let bugs: ShopFeature.PlantedBugs

    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            Catalog.key, summary: "the shop's products; select one, or go to the checkout",
            navigation: [.push(ProductDetail.key), .push(Checkout.key)], routes: [ModuleRoute("shop")], view: CatalogView.self
        ) { context in
            let interactor = CatalogInteractor(service: makeService(context))
            let router = CatalogRouter()
            router.transitionHandler = context.transitionHandler
            let presenter = CatalogPresenter(router: router, interactor: interactor, bugs: bugs)
            interactor.output = presenter
            let view = CatalogView(output: presenter)
            presenter.view = view
            return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
        }
    }
}
