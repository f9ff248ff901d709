/// The ProductDetail presenter: loads the product, shows its star, and on
/// `star` saves the other one; when the server saved it, tells the module
/// that opened it (the catalog).
@MainActor
final class ProductDetailPresenter: Traceable {
    static let loadingMessage = "Loading product..."
    static let savingMessage = "Saving..."

    weak var view: (any ProductDetailViewInput)?
    weak var moduleOutput: (any ProductDetailModuleOutput)?
    let router: any ProductDetailRouterInput
    let interactor: any ProductDetailInteractorInput
    private(set) var state = ProductDetailState()

    init(router: any ProductDetailRouterInput, interactor: any ProductDetailInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    var canStar: Bool { state.product != nil && !state.isSaving }
    var canRetry: Bool { state.error != nil }

    private func updateView() {
        var fields: [(String, String)] = []
        if let product = state.product {
            fields = [("Price", "\(product.price) EUR"), ("Favourite", product.isFavourite ? "yes" : "no")]
        }
        view?.update(with: ProductDetailViewModel(
            title: state.product?.name ?? "Product", fields: fields,
            notice: state.isLoading ? Self.loadingMessage : state.isSaving ? Self.savingMessage : nil,
            error: state.error ?? state.saveError))
    }

    private func loadProduct() {
        state.isLoading = true
        state.error = nil
        updateView()
        interactor.obtainProduct(withId: state.productId)
    }
}

// MARK: - ProductDetailModuleInput

extension ProductDetailPresenter: ProductDetailModuleInput {
    func configure(withProductId productId: String) {
        state = ProductDetailState(productId: productId)
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: (any ProductDetailModuleOutput).self)
    }
}

// MARK: - EncodableModuleState

extension ProductDetailPresenter: EncodableModuleState {
    var encodableState: ProductDetailState { state }
}

// MARK: - ProductDetailViewOutput

extension ProductDetailPresenter: ProductDetailViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        loadProduct()
    }

    func didTriggerRetryEvent() {
        trace()
        loadProduct()
    }

    func didTriggerStarEvent() {
        trace()
        guard let product = state.product else { return }
        state.isSaving = true
        state.saveError = nil
        updateView()
        interactor.saveFavourite(FavouriteChange(productId: product.id, isFavourite: !product.isFavourite))
    }
}

// MARK: - ProductDetailInteractorOutput

extension ProductDetailPresenter: ProductDetailInteractorOutput {
    func didObtainProduct(_ product: Product) {
        trace()
        state.product = product
        state.isLoading = false
        updateView()
    }

    func didFailToObtainProduct(with error: any Error) {
        trace()
        state.isLoading = false
        state.error = "Could not load the product: \(error)"
        updateView()
    }

    func didSaveFavourite(_ change: FavouriteChange) {
        trace()
        state.product?.isFavourite = change.isFavourite
        state.isSaving = false
        updateView()
        moduleOutput?.didSaveFavourite(change)
    }

    func didFailToSaveFavourite(with error: any Error) {
        trace()
        state.isSaving = false
        state.saveError = "Could not save: \(error)"
        updateView()
    }
}
