/// What the Checkout presenter asks its interactor for.
@MainActor
protocol CheckoutInteractorInput: AnyObject {
    func newCheckoutId() -> String
    /// Sends the order; every call sends one (an order is not taken back).
    func placeOrder(checkoutId: String)
}

/// What the Checkout interactor reports back.
@MainActor
protocol CheckoutInteractorOutput: AnyObject {
    func didPlaceOrder(_ order: Order)
    func didFailToPlaceOrder(with error: any Error)
}

/// Places orders through the shop service, each in a task of its own.
@MainActor
final class CheckoutInteractor: Traceable {
    weak var output: (any CheckoutInteractorOutput)?
    let service: any ShopService

    init(service: any ShopService) {
        self.service = service
    }
}

// MARK: - CheckoutInteractorInput

extension CheckoutInteractor: CheckoutInteractorInput {
    func newCheckoutId() -> String {
        service.newCheckoutId()
    }

    func placeOrder(checkoutId: String) {
        trace()
        Task { [weak self, service] in
            do {
                let order = try await service.placeOrder(checkoutId: checkoutId)
                self?.output?.didPlaceOrder(order)
            } catch is CancellationError {
            } catch {
                self?.output?.didFailToPlaceOrder(with: error)
            }
        }
    }
}
