import Testing
@testable import ViperRuntime

@MainActor
@Suite("Opening a route")
struct RouteOpeningTests {
    static func step(_ text: String) -> RouteStep {
        RouteStep(module: "Note", parameters: ["text": text], pattern: try! RoutePattern(parsing: "notes/:text"))
    }

    /// A session showing Note#1 "one" under Note#2 "two".
    static func sessionWithTwoNotes() throws -> ViperSession {
        let session = try TestRegistry.session()
        try session.open("Note", parameters: ["text": "one"])
        try session.perform(action: "push", words: ["two"])
        return session
    }

    @Test("a route replaces the stack root first, each module configured with its parameters")
    func opensChain() throws {
        let session = try Self.sessionWithTwoNotes()

        try session.open(route: [Self.step("a"), Self.step("b")])

        #expect(session.stack.frames.map(\.id.description) == ["Note#3", "Note#4"])
        #expect(session.stack.frames.map(\.style) == [.root, .push])
        #expect(session.stack.frames.map { $0.moduleState()["text"] } == ["a", "b"])
        #expect(session.tracker.liveCountByRole(module: "Note")[.presenter] == 2)
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("when a step fails, the stack, the frame counters and the tracker are exactly as before")
    func allOrNothing() throws {
        let session = try Self.sessionWithTwoNotes()
        let frames = session.stack.frames
        let tracked = session.tracker.trackedEntryCount

        #expect(throws: ModuleWiringError.invalidParameter(name: "text", reason: "bad is not allowed")) {
            try session.open(route: [Self.step("a"), Self.step("bad")])
        }

        #expect(session.stack.frames.map(ObjectIdentifier.init) == frames.map(ObjectIdentifier.init))
        #expect(session.stack.frames.allSatisfy { $0.isOpen })
        #expect(session.tracker.trackedEntryCount == tracked)
        #expect(session.tracker.liveCount(module: "Note") == 8)
        try session.perform(action: "push", words: ["three"])
        #expect(session.top?.id.description == "Note#3")
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("an unknown module in a route changes nothing")
    func unknownModule() throws {
        let session = try Self.sessionWithTwoNotes()
        let frames = session.stack.frames.map(ObjectIdentifier.init)
        let missing = RouteStep(module: "Nope", parameters: [:], pattern: try RoutePattern(parsing: "nope"))

        #expect(throws: RegistryError.self) { try session.open(route: [Self.step("a"), missing]) }

        #expect(session.stack.frames.map(ObjectIdentifier.init) == frames)
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    static func bare(_ module: String) -> RouteStep {
        RouteStep(module: module, parameters: [:], pattern: try! RoutePattern(parsing: module.lowercased()))
    }

    @Test("a step the top frame does not declare is opened by a module embedded in it that does")
    func opensFromEmbeddedFrame() throws {
        let session = try TestRegistry.session()

        try session.open(route: [Self.bare("Board"), Self.step("pushed")])

        #expect(session.stack.frames.map(\.moduleName) == ["Board", "Note"])
        #expect(session.stack.frames.map(\.style) == [.root, .push])
        #expect(session.stack.frames[0].embedded.map(\.moduleName) == ["Note"])
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a step no open frame declares is refused by name, and nothing changes")
    func undeclaredStep() throws {
        let session = try Self.sessionWithTwoNotes()
        let frames = session.stack.frames.map(ObjectIdentifier.init)

        #expect(throws: NavigationError.undeclared(module: "LeakyNote", other: "Note")) {
            try session.open(route: [Self.bare("LeakyNote"), Self.step("a")])
        }

        #expect(session.stack.frames.map(ObjectIdentifier.init) == frames)
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a registry's routes pass a pattern parameter only to a module that declares it")
    func tableFromRegistry() throws {
        let registry = ModuleRegistry()
        try registry.register([
            ModuleRegistration(name: "Shelf", summary: "", routes: [ModuleRoute("shelves/:shelf")], view: NoteView.self) { _ in
                fatalError("not opened")
            },
            ModuleRegistration(
                name: "Item", summary: "", parameters: [ModuleParameter("item", help: "")],
                routes: [ModuleRoute("shelves/:shelf/:item")], view: NoteView.self
            ) { _ in fatalError("not opened") },
        ])

        let steps = try RouteTable(registry: registry).resolve("shelves/top/i7")

        #expect(steps.map(\.module) == ["Shelf", "Item"])
        #expect(steps.map(\.parameters) == [[:], ["item": "i7"]])
    }
}
