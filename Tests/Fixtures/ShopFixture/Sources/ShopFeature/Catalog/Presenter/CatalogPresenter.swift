/// The Catalog presenter: loads the products when the catalog opens and each
/// time it shows again, shows `Loading products...` until they come and why
/// they did not when a load fails (`retry`), opens a product by push (and
/// hears from it when its star is saved) and the checkout by push. With the
/// stale-favourites bug fixed it also reloads whenever the server's
/// favourites change.
@MainActor
final class CatalogPresenter: Traceable {
    static let loadingMessage = "Loading products..."

    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load products: \(error)"
    }

    weak var view: (any CatalogViewInput)?
    let router: any CatalogRouterInput
    let interactor: any CatalogInteractorInput
    let bugs: ShopFeature.PlantedBugs
    private(set) var state = CatalogState()

    init(router: any CatalogRouterInput, interactor: any CatalogInteractorInput, bugs: ShopFeature.PlantedBugs) {
        self.router = router
        self.interactor = interactor
        self.bugs = bugs
    }

    /// Whether `retry` makes sense now: after a failed load (with the bug, only over products shown once).
    var canRetry: Bool {
        state.error != nil && (state.hasLoaded || !bugs.contains(.noRetryAfterFailedOpen))
    }

    private func updateView() {
        view?.update(with: CatalogViewModel(
            rows: state.rows.map { $0.name + ($0.isFavourite ? "  *" : "") },
            notice: state.isLoading ? Self.loadingMessage : nil,
            error: state.error))
    }

    private func loadProducts() {
        state.isLoading = true
        state.error = nil
        updateView()
        interactor.obtainProducts()
    }
}

// MARK: - CatalogModuleInput

extension CatalogPresenter: CatalogModuleInput {}

// MARK: - EncodableModuleState

extension CatalogPresenter: EncodableModuleState {
    var encodableState: CatalogState { state }
}

// MARK: - CatalogViewOutput

extension CatalogPresenter: CatalogViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        if !bugs.contains(.staleFavouritesAfterBack) { interactor.startWatchingFavourites() }
        loadProducts()
    }

    func didTriggerViewWillAppearEvent() {
        trace()
        loadProducts()
    }

    func didSelectRow(_ number: Int) throws {
        trace()
        guard state.rows.indices.contains(number - 1) else {
            throw ViewActionError(state.rows.isEmpty ? "no row \(number); the list is empty" : "no row \(number); the list has \(state.rows.count)")
        }
        try router.openProductDetailModule(productId: state.rows[number - 1].id, output: self)
    }

    func didTriggerCheckoutEvent() throws {
        trace()
        try router.openCheckoutModule()
    }

    func didTriggerRefreshEvent() {
        trace()
        loadProducts()
    }
}

// MARK: - CatalogInteractorOutput

extension CatalogPresenter: CatalogInteractorOutput {
    func didObtainProducts(_ products: [Product]) {
        trace()
        state.rows = products.map { CatalogState.Row(id: $0.id, name: $0.name, isFavourite: $0.isFavourite) }
        state.isLoading = false
        state.hasLoaded = true
        state.error = nil
        updateView()
    }

    func didFailToObtainProducts(with error: any Error) {
        trace()
        state.isLoading = false
        state.error = Self.loadFailureMessage(for: error)
        updateView()
    }

    func didChangeFavourites() {
        trace()
        loadProducts()
    }
}

// MARK: - ProductDetailModuleOutput

extension CatalogPresenter: ProductDetailModuleOutput {
    func didSaveFavourite(_ change: FavouriteChange) {
        trace()
        guard let index = state.rows.firstIndex(where: { $0.id == change.productId }) else { return }
        state.rows[index].isFavourite = change.isFavourite
        updateView()
    }
}
