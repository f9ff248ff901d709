/// What the checkout holds: its id (the key of its order on the server),
/// whether the order is on its way, and the order once placed.
public struct CheckoutState: Encodable, Sendable, Equatable {
    public var checkoutId = ""
    public var isSubmitting = false
    public var order: Order?
    /// Why the last submission failed, as the screen shows it.
    public var error: String?
}
