/// The shop's API as the interactors see it: every call `async throws`, one
/// method per operation, as over a network.
@MainActor
public protocol ShopService {
    func products() async throws -> [Product]
    func product(withId id: String) async throws -> Product
    /// Saves the star and returns it as the server saved it.
    func setFavourite(_ change: FavouriteChange) async throws -> FavouriteChange
    func placeOrder(checkoutId: String) async throws -> Order
    /// A new checkout's id, the key that makes its order the same order however often it is sent.
    func newCheckoutId() -> String
    /// The server's favourite changes from now on.
    func favouriteChanges() -> SessionStream<FavouriteChange>
}
