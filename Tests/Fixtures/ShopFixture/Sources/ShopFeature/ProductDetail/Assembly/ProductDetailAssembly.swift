/// Builds ProductDetail: one product, loaded from the shop service, with
/// `star` (saved on the server; the opener hears of it) and, after a failed
/// load, `retry`. Pushed by Catalog, or opened from the shell with `open
/// ProductDetail productId=p1` and the route `shop/products/:productId`.
///
/// Wiring (CONVENTIONS.md): view → presenter strong; presenter → view weak;
/// presenter → router and interactor strong; interactor → presenter weak;
/// router → transition handler weak.
@MainActor
struct ProductDetailAssembly {
    let makeService: @MainActor (ModuleContext) -> any ShopService

    func makeRegistration() -> ModuleRegistration {
        ModuleRegistration(
            ProductDetail.key, summary: "one product and its favourite star",
            parameters: [ModuleParameter("productId", help: "the id of the product to show (p1)", required: true)],
            routes: [ModuleRoute("shop/products/:productId")], view: ProductDetailView.self,
            configure: { parameters, input in input.configure(withProductId: parameters["productId"] ?? "") }
        ) { context in
            let interactor = ProductDetailInteractor(service: makeService(context))
            let router = ProductDetailRouter()
            router.transitionHandler = context.transitionHandler
            let presenter = ProductDetailPresenter(router: router, interactor: interactor)
            interactor.output = presenter
            let view = ProductDetailView(output: presenter)
            presenter.view = view
            return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
        }
    }
}
