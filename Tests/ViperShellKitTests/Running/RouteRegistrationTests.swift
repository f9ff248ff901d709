import Testing
import ViperRuntime
@testable import ViperShellEngine

/// A route pattern is checked when the registry is built, not first at `route`.
@MainActor
@Suite("Route patterns at registration")
struct RouteRegistrationTests {
    static func configuration(routes: [String]) -> ShellConfiguration {
        ShellConfiguration(name: "shelf") { registry in
            try Shelf.register(in: registry)
            try registry.register(ModuleRegistration(
                name: "Odd", summary: "odd routes", routes: routes.map(ModuleRoute.init), view: BookView.self
            ) { _ in fatalError("never opened") })
        }
    }

    @Test("a malformed pattern is refused when the session is built, naming the segment")
    func malformedPattern() {
        #expect(throws: RoutePatternError.emptySegment(pattern: "odd//x", position: 2)) {
            try Self.configuration(routes: ["odd//x"]).makeSession()
        }
    }

    @Test("a pattern matching the same paths as another module's is refused")
    func sameShape() {
        #expect(throws: RoutePatternError.sameShape(pattern: "books/:id", existing: "books/:bookId", module: "Book")) {
            try Self.configuration(routes: ["books/:id"]).makeSession()
        }
    }

    @Test("a session made without the checks (its configuration passed them before) holds what a checked one holds")
    func uncheckedSessionHoldsTheSame() throws {
        let configuration = Self.configuration(routes: ["odd", "odd/:n"])
        let checked = try configuration.makeSession()
        let unchecked = try configuration.makeSession(checking: false)
        #expect(unchecked.registry.names == checked.registry.names)
        #expect(unchecked.registry.reservedNames == checked.registry.reservedNames)
        #expect(unchecked.registry.registrations.map(\.routes) == checked.registry.registrations.map(\.routes))
        #expect(try RouteTable(registry: unchecked.registry).entries.count == RouteTable(registry: checked.registry).entries.count)
        // It trusts the earlier check: a configuration that never passed it is not refused here.
        #expect(throws: Never.self) { try Self.configuration(routes: ["odd//x"]).makeSession(checking: false) }
    }

    @Test("a configuration is checked once in a process, whatever runs its scenarios; one that fails the checks fails every time")
    func checkedOncePerConfiguration() throws {
        // The second session registers a malformed route: a check would refuse it.
        final class Sessions { var count = 0 }
        let sessions = Sessions()
        let configuration = ShellConfiguration(name: "shelf") { registry in
            sessions.count += 1
            try Shelf.register(in: registry)
            let routes = sessions.count == 1 ? ["odd"] : ["odd//x"]
            try registry.register(ModuleRegistration(
                name: "Odd", summary: "odd routes", routes: routes.map(ModuleRoute.init), view: BookView.self
            ) { _ in fatalError("never opened") })
        }
        _ = try configuration.makeSessionCheckedOnce()
        let copy = configuration  // as each ScenarioTests.run gets it
        #expect(throws: Never.self) { try copy.makeSessionCheckedOnce() }
        let failing = Self.configuration(routes: ["odd//x"])
        #expect(throws: RoutePatternError.self) { try failing.makeSessionCheckedOnce() }
        #expect(throws: RoutePatternError.self) { try failing.makeSessionCheckedOnce() }
    }

    @Test("valid patterns build the session")
    func validPatterns() throws {
        let session = try Self.configuration(routes: ["odd", "odd/:n"]).makeSession()
        #expect(session.registry.registration(named: "Odd")?.routes.count == 2)
    }
}
