/// What the detail holds: the product as loaded (and starred since), and
/// whether a load or a save is under way.
public struct ProductDetailState: Encodable, Sendable, Equatable {
    public var productId = ""
    public var product: Product?
    public var isLoading = false
    public var isSaving = false
    /// Why the load failed, as the screen shows it.
    public var error: String?
    /// Why the last save failed.
    public var saveError: String?
}
