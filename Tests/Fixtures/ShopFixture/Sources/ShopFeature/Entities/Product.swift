/// A product as the server sends it: its favourite star is the server's.
public struct Product: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// In whole euros.
    public var price: Int
    public var isFavourite: Bool

    public init(id: String, name: String, price: Int, isFavourite: Bool = false) {
        self.id = id
        self.name = name
        self.price = price
        self.isFavourite = isFavourite
    }
}

/// A product's star changed on the server (what the server tells watchers).
public struct FavouriteChange: Codable, Sendable, Equatable {
    public var productId: String
    public var isFavourite: Bool

    public init(productId: String, isFavourite: Bool) {
        self.productId = productId
        self.isFavourite = isFavourite
    }
}

/// An order the server received: the checkout it came from and its number.
public struct Order: Codable, Sendable, Equatable {
    public var checkoutId: String
    public var number: Int
}
