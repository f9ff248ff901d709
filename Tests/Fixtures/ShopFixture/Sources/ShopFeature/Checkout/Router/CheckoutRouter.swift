/// The transitions the Checkout presenter asks its router for: none yet
/// (`back` closes it); kept for the module's shape.
@MainActor
protocol CheckoutRouterInput: AnyObject {}

/// Checkout's router.
@MainActor
final class CheckoutRouter: Traceable, CheckoutRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
}
