/// What the Catalog presenter asks its interactor for.
@MainActor
protocol CatalogInteractorInput: AnyObject {
    /// Loads the products; a new load cancels the one under way.
    func obtainProducts()
    /// From now on, reports every change of the server's favourites.
    func startWatchingFavourites()
}

/// What the Catalog interactor reports back.
@MainActor
protocol CatalogInteractorOutput: AnyObject {
    func didObtainProducts(_ products: [Product])
    func didFailToObtainProducts(with error: any Error)
    func didChangeFavourites()
}

/// Loads the products from the shop service in a task of its own, and
/// listens to the server's favourite changes in another. Closing the module
/// cancels both; a cancelled load reports nothing.
@MainActor
final class CatalogInteractor: Traceable {
    weak var output: (any CatalogInteractorOutput)?
    let service: any ShopService
    private var loading: Task<Void, Never>?
    private var watching: Task<Void, Never>?

    init(service: any ShopService) {
        self.service = service
    }

    isolated deinit {
        loading?.cancel()
        watching?.cancel()
    }
}

// MARK: - CatalogInteractorInput

extension CatalogInteractor: CatalogInteractorInput {
    func obtainProducts() {
        trace()
        loading?.cancel()
        loading = Task { [weak self, service] in
            do {
                let products = try await service.products()
                guard !Task.isCancelled else { return }
                self?.output?.didObtainProducts(products)
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this answer
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainProducts(with: error)
            }
        }
    }

    func startWatchingFavourites() {
        trace()
        let changes = service.favouriteChanges()
        watching = Task { [weak self] in
            for await _ in changes {
                self?.output?.didChangeFavourites()
            }
        }
    }
}
