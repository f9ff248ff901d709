/// The shop service over the in-memory `ShopBackend`, as a network makes it:
/// a request takes half of `latency` to reach the server, which acts on it
/// then, and the answer takes the other half to come back, all on the
/// session's virtual clock. Two requests sent at the same moment reach the
/// server at the same virtual time, in either order. Every call goes through
/// the feature's endpoints, so scripts and explore can make it fail, arrive
/// late or hang.
@MainActor
public struct SimulatedShopService: ShopService {
    /// How long a call takes, there and back: inside the shell's 1 s autosettle horizon.
    public static let latency = Duration.milliseconds(300)

    let backend: ShopBackend
    let services: SessionServices

    public init(backend: ShopBackend, services: SessionServices) {
        self.backend = backend
        self.services = services
    }

    /// Sends a request through `endpoint`: `act` runs on the server halfway through.
    private func request<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, act: @MainActor () throws -> Output
    ) async throws -> Output {
        try await services.call(endpoint, input) {
            try await services.clock.sleep(for: Self.latency / 2)
            let answer = try act()
            try await services.clock.sleep(for: Self.latency / 2)
            return answer
        }
    }

    // MARK: - ShopService

    public func products() async throws -> [Product] {
        try await request(ShopEndpoints.products, NoValue()) { backend.products }
    }

    public func product(withId id: String) async throws -> Product {
        try await request(ShopEndpoints.product, id) {
            guard let product = backend.products.first(where: { $0.id == id }) else { throw ShopServiceError.unknownProduct(id) }
            return product
        }
    }

    public func setFavourite(_ change: FavouriteChange) async throws -> FavouriteChange {
        try await request(ShopEndpoints.setFavourite, change) {
            backend.setFavourite(change.productId, change.isFavourite)
            return change
        }
    }

    public func placeOrder(checkoutId: String) async throws -> Order {
        try await request(ShopEndpoints.placeOrder, checkoutId) { backend.placeOrder(from: checkoutId) }
    }

    public func newCheckoutId() -> String {
        backend.newCheckoutId()
    }

    public func favouriteChanges() -> SessionStream<FavouriteChange> {
        backend.favouriteChanges()
    }
}
