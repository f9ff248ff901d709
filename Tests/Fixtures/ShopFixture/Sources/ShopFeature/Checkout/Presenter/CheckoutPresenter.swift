/// The Checkout presenter: one checkout with its own id; `submit` sends its
/// order, the screen says it is on its way, then its number or why it failed.
@MainActor
final class CheckoutPresenter: Traceable {
    weak var view: (any CheckoutViewInput)?
    let router: any CheckoutRouterInput
    let interactor: any CheckoutInteractorInput
    let bugs: ShopFeature.PlantedBugs
    private(set) var state = CheckoutState()

    init(router: any CheckoutRouterInput, interactor: any CheckoutInteractorInput, bugs: ShopFeature.PlantedBugs) {
        self.router = router
        self.interactor = interactor
        self.bugs = bugs
    }

    /// Why `submit` cannot be used now, or nil: once placed never, and while
    /// the order is on its way only with the double-submission bug.
    var submitUnavailableReason: String? {
        if state.order != nil { return "the order is placed" }
        if state.isSubmitting && !bugs.contains(.doubleSubmission) { return "the order is on its way" }
        return nil
    }

    private func updateView() {
        var lines = ["Basket: 1 item", "Checkout: \(state.checkoutId)"]
        if let order = state.order { lines.append("Order \(order.number) placed") }
        view?.update(with: CheckoutViewModel(
            lines: lines, notice: state.isSubmitting ? "Placing the order..." : nil, error: state.error))
    }
}

// MARK: - CheckoutModuleInput

extension CheckoutPresenter: CheckoutModuleInput {}

// MARK: - EncodableModuleState

extension CheckoutPresenter: EncodableModuleState {
    var encodableState: CheckoutState { state }
}

// MARK: - CheckoutViewOutput

extension CheckoutPresenter: CheckoutViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        state.checkoutId = interactor.newCheckoutId()
        updateView()
    }

    func didTriggerSubmitEvent() {
        trace()
        state.isSubmitting = true
        state.error = nil
        updateView()
        interactor.placeOrder(checkoutId: state.checkoutId)
    }
}

// MARK: - CheckoutInteractorOutput

extension CheckoutPresenter: CheckoutInteractorOutput {
    func didPlaceOrder(_ order: Order) {
        trace()
        state.order = order
        state.isSubmitting = false
        updateView()
    }

    func didFailToPlaceOrder(with error: any Error) {
        trace()
        state.isSubmitting = false
        state.error = "Could not place the order: \(error)"
        updateView()
    }
}
