/// What the ProductDetail presenter asks its interactor for.
@MainActor
protocol ProductDetailInteractorInput: AnyObject {
    func obtainProduct(withId id: String)
    func saveFavourite(_ change: FavouriteChange)
}

/// What the ProductDetail interactor reports back.
@MainActor
protocol ProductDetailInteractorOutput: AnyObject {
    func didObtainProduct(_ product: Product)
    func didFailToObtainProduct(with error: any Error)
    func didSaveFavourite(_ change: FavouriteChange)
    func didFailToSaveFavourite(with error: any Error)
}

/// Loads one product and saves its star through the shop service, each in a
/// task; closing the module cancels the load, not a save already sent (the
/// server gets it either way; only nobody hears the answer).
@MainActor
final class ProductDetailInteractor: Traceable {
    weak var output: (any ProductDetailInteractorOutput)?
    let service: any ShopService
    private var loading: Task<Void, Never>?

    init(service: any ShopService) {
        self.service = service
    }

    isolated deinit {
        loading?.cancel()
    }
}

// MARK: - ProductDetailInteractorInput

extension ProductDetailInteractor: ProductDetailInteractorInput {
    func obtainProduct(withId id: String) {
        trace()
        loading?.cancel()
        loading = Task { [weak self, service] in
            do {
                let product = try await service.product(withId: id)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainProduct(product)
            } catch is CancellationError {
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainProduct(with: error)
            }
        }
    }

    func saveFavourite(_ change: FavouriteChange) {
        trace()
        Task { [weak self, service] in
            do {
                let saved = try await service.setFavourite(change)
                self?.output?.didSaveFavourite(saved)
            } catch is CancellationError {
            } catch {
                self?.output?.didFailToSaveFavourite(with: error)
            }
        }
    }
}
