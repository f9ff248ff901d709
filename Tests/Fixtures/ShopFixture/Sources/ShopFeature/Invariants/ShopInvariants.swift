/// What the Shop team knows must always hold, as invariants explore checks
/// after every step (and scenarios with `expect invariants`).
public enum ShopInvariants {
    /// "the catalog shows the saved favourites": a catalog that shows its
    /// products (not loading, no error) stars exactly those the server saved.
    public static let catalogShowsSavedFavourites = SessionInvariant("the catalog shows the saved favourites") { session in
        guard let backend = session.service(ShopBackend.self) else { return .holds }
        for catalog in session.modules(Catalog.key) {
            guard let state = catalog.state(as: CatalogState.self), state.hasLoaded, !state.isLoading, state.error == nil else {
                continue
            }
            for (number, row) in state.rows.enumerated() where row.isFavourite != backend.favourites.contains(row.id) {
                let saved = backend.favourites.contains(row.id) ? "a favourite" : "not a favourite"
                return .broken(
                    "\(catalog.id) row \(number + 1) shows \(row.name) \(row.isFavourite ? "starred" : "unstarred"), the server saved it as \(saved)")
            }
        }
        return .holds
    }

    /// "one order per checkout": the server never holds two orders of one checkout.
    public static let oneOrderPerCheckout = SessionInvariant("one order per checkout") { session in
        guard let backend = session.service(ShopBackend.self) else { return .holds }
        var seen = Set<String>()
        for order in backend.orders where !seen.insert(order.checkoutId).inserted {
            let count = backend.orders.filter { $0.checkoutId == order.checkoutId }.count
            return .broken("the server holds \(count) orders of \(order.checkoutId)")
        }
        return .holds
    }

    /// "a failed load offers retry": a catalog or product that says its load
    /// failed offers `retry`.
    public static let failedLoadOffersRetry = SessionInvariant("a failed load offers retry") { session in
        for module in session.modules {
            let error: String?
            if let catalog = module.state(as: CatalogState.self) {
                error = catalog.error
            } else if let detail = module.state(as: ProductDetailState.self) {
                error = detail.error
            } else {
                continue
            }
            if let error, !module.actionNames.contains("retry") {
                return .broken("\(module.id) shows '\(error)' and offers no retry (\(module.name)'s actions now: \(module.actionNames.joined(separator: ", ")))")
            }
        }
        return .holds
    }

    /// Every invariant of the feature.
    public static let all = [catalogShowsSavedFavourites, oneOrderPerCheckout, failedLoadOffersRetry]
}
