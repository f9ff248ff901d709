/// The ProductDetail module's public face: the key the catalog pushes it by.
public enum ProductDetail {
    public static let key = ModuleKey<any ProductDetailModuleInput>("ProductDetail", output: (any ProductDetailModuleOutput).self)
}

/// How ProductDetail is configured.
@MainActor
public protocol ProductDetailModuleInput: ModuleInput {
    func configure(withProductId productId: String)
}

/// What ProductDetail tells the module that opened it.
@MainActor
public protocol ProductDetailModuleOutput: ModuleOutput {
    /// The server saved the product's star.
    func didSaveFavourite(_ change: FavouriteChange)
}
