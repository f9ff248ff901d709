/// The shop's server, in memory, one per session: the products, the
/// favourites it saved, the orders it received, and the watchers it tells
/// when a favourite changes. `SimulatedShopService` is its only client; the
/// invariants read it to judge the screens.
@MainActor
public final class ShopBackend {
    /// The products every session starts with.
    public static let sampleProducts = [
        Product(id: "p1", name: "Apples", price: 3),
        Product(id: "p2", name: "Bread", price: 2),
        Product(id: "p3", name: "Cheese", price: 7),
    ]

    /// The ids of the products saved as favourites.
    public private(set) var favourites: Set<String> = []
    /// The orders received, in the order they arrived.
    public private(set) var orders: [Order] = []
    private let services: SessionServices
    private var checkouts = 0
    private var watchers: [AsyncStream<FavouriteChange>.Continuation] = []

    public init(services: SessionServices) {
        self.services = services
    }

    /// The products, each starred as the server has it now.
    public var products: [Product] {
        Self.sampleProducts.map { product in
            var starred = product
            starred.isFavourite = favourites.contains(product.id)
            return starred
        }
    }

    /// Saves `productId` as a favourite or not, and tells every watcher.
    func setFavourite(_ productId: String, _ isFavourite: Bool) {
        if isFavourite { favourites.insert(productId) } else { favourites.remove(productId) }
        let change = FavouriteChange(productId: productId, isFavourite: isFavourite)
        watchers.removeAll { watcher in
            if case .terminated = watcher.yield(change) { return true }
            return false
        }
    }

    /// Records an order from `checkoutId` and returns it.
    func placeOrder(from checkoutId: String) -> Order {
        let order = Order(checkoutId: checkoutId, number: orders.count + 1)
        orders.append(order)
        return order
    }

    /// A new checkout's id (`checkout-1`, ...): the key the server's orders carry.
    func newCheckoutId() -> String {
        checkouts += 1
        return "checkout-\(checkouts)"
    }

    /// The favourites' changes from now on, as a session stream a task can listen to.
    func favouriteChanges() -> SessionStream<FavouriteChange> {
        let (stream, continuation) = services.makeStream(named: "shop.favourites", of: FavouriteChange.self)
        watchers.append(continuation)
        return stream
    }
}
