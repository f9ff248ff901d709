/// The shop service's operations, declared so that scripts (and explore's
/// faults) can stub them.
public enum ShopEndpoints {
    public static let products = ServiceEndpoint<NoValue, [Product]>("shop.products", summary: "every product") {
        ShopServiceError.unavailable($0)
    }
    public static let product = ServiceEndpoint<String, Product>("shop.product", summary: "one product by id") {
        ShopServiceError.unavailable($0)
    }
    public static let setFavourite = ServiceEndpoint<FavouriteChange, FavouriteChange>(
        "shop.setFavourite", summary: "save a product's star"
    ) { ShopServiceError.unavailable($0) }
    public static let placeOrder = ServiceEndpoint<String, Order>("shop.placeOrder", summary: "place the order of a checkout") {
        ShopServiceError.unavailable($0)
    }

    /// Declares every endpoint in a session's services.
    @MainActor
    public static func declare(in services: SessionServices) throws(ServiceStubError) {
        try services.endpoints.declare(products)
        try services.endpoints.declare(product)
        try services.endpoints.declare(setFavourite)
        try services.endpoints.declare(placeOrder)
    }
}

/// What the shop service refuses, in words a screen can show.
public enum ShopServiceError: Error, Equatable, CustomStringConvertible {
    case unknownProduct(String)
    /// The service itself failed (a network error): the message says why.
    case unavailable(String)

    public var description: String {
        switch self {
        case .unknownProduct(let id): return "no product has id \(id)"
        case .unavailable(let message): return message
        }
    }
}
