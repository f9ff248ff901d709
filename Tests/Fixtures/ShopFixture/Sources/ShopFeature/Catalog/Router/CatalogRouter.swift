/// The transitions the Catalog presenter asks its router for.
@MainActor
protocol CatalogRouterInput: AnyObject {
    func openProductDetailModule(productId: String, output: any ProductDetailModuleOutput) throws
    func openCheckoutModule() throws
}

/// Opens Catalog's neighbours through the frame the catalog lives in.
@MainActor
final class CatalogRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?
}

// MARK: - CatalogRouterInput

extension CatalogRouter: CatalogRouterInput {
    func openProductDetailModule(productId: String, output: any ProductDetailModuleOutput) throws {
        trace()
        try transitionHandler.required(by: Catalog.key.name).open(ProductDetail.key, style: .push, output: output) { input in
            input.configure(withProductId: productId)
        }
    }

    func openCheckoutModule() throws {
        trace()
        try transitionHandler.required(by: Catalog.key.name).open(Checkout.key, style: .push)
    }
}
