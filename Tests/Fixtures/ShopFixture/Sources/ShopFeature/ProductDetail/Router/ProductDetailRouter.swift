/// The transitions the ProductDetail presenter asks its router for: none
/// yet (`back` closes it); kept for the module's shape.
@MainActor
protocol ProductDetailRouterInput: AnyObject {}

/// ProductDetail's router.
@MainActor
final class ProductDetailRouter: Traceable, ProductDetailRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
}
