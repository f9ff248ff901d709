/// The navigation requests modules made in a session, oldest first, and
/// which modules are faked: what `navigation` lists, `expect opened` reads,
/// and `SessionTester.navigation` gives typed.
///
/// The log keeps the latest `limit` requests (a script that opens and closes
/// in a loop cannot grow it without bound) and counts the ones it dropped.
@MainActor
package final class NavigationLog {
    /// Which modules a request to open is answered by a fake frame for.
    package enum Fakes: Sendable, Equatable {
        /// None: every module is built.
        case none
        /// Every module but this one (the root tested alone).
        case allExcept(String)

        /// Whether a request to open `module` gets a fake.
        package func fakes(_ module: String) -> Bool {
            switch self {
            case .none: return false
            case .allExcept(let real): return module != real
            }
        }
    }

    /// Which modules are faked now.
    package var fakes = Fakes.none

    /// The requests the log keeps, oldest first.
    package var requests: ArraySlice<NavigationRequest> { entries[first...] }
    /// How many of the oldest requests the log no longer keeps.
    package private(set) var dropped = 0
    /// How many requests the log keeps.
    package nonisolated static let limit = 10_000

    private var entries: [NavigationRequest] = []
    /// Index in `entries` of the first kept request (the log is trimmed in halves, not per request).
    private var first = 0

    package init() {}

    /// Logs `request`.
    func append(_ request: NavigationRequest) {
        if entries.count - first >= Self.limit {
            first += 1
            dropped += 1
            if first >= Self.limit {
                entries.removeFirst(first)
                first = 0
            }
        }
        entries.append(request)
    }

    /// The latest request that opened `module` (push, present or embed), if the log keeps one.
    package func latestOpen(of module: String) -> NavigationRequest? {
        requests.last { $0.kind.isOpen && $0.module == module }
    }

    /// The latest request about `module`: opening it or closing it.
    package func latest(about module: String) -> NavigationRequest? {
        requests.last { $0.module == module }
    }
}
