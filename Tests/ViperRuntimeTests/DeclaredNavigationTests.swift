import Testing
import ViperRuntime

/// A registry with a Note that declares pushing Pin, and Pin, a note
/// registered by key whose parameters its registration turns into `configure(with:)`.
@MainActor
private enum PinRegistry {
    static let note = ModuleKey<any NoteModuleInput>("Note", output: (any NoteModuleOutput).self)
    static let pin = ModuleKey<any NoteModuleInput>("Pin")

    static func session() throws -> ViperSession {
        let registry = ModuleRegistry()
        try registry.register(
            ModuleRegistration(
                note, summary: "A note that may push a pin.", navigation: [.push(pin), .embed(pin, slot: "corner")],
                routes: [ModuleRoute("notes")], view: NoteView.self, assemble: NoteAssembly().assemble(in:)))
        try registry.register(
            ModuleRegistration(
                pin, summary: "A pinned label.",
                parameters: [
                    ModuleParameter("label", help: "What the pin says.", required: true),
                    ModuleParameter("color", help: "Its color.", default: "red"),
                ],
                routes: [ModuleRoute("notes/:label")], view: NoteView.self,
                configure: { parameters, input in input.configure(with: "\(parameters["label"] ?? "") \(parameters["color"] ?? "")") },
                assemble: NoteAssembly().assemble(in:)))
        return ViperSession(registry: registry)
    }
}

@MainActor
@Suite("Module keys and declared navigation")
struct DeclaredNavigationTests {
    @Test("opening by key hands back the module's input, typed")
    func openByKeyIsTyped() throws {
        let session = try PinRegistry.session()
        try session.open("Note")
        let note = try #require(session.top)

        let pin: any NoteModuleInput = try note.open(PinRegistry.pin, style: .push) { $0.configure(with: "typed") }

        #expect(session.top?.moduleName == "Pin")
        #expect(session.top?.presenter === pin)
        #expect(session.top?.moduleState()["text"] == .string("typed"))
    }

    @Test("opening a module the registration does not declare is refused and the stack is unchanged")
    func undeclaredOpenIsRefused() throws {
        let session = try PinRegistry.session()
        try session.open("Pin", parameters: ["label": "a"])
        let pin = try #require(session.top)

        let error = #expect(throws: NavigationError.self) {
            try pin.open(PinRegistry.note, style: .push)
        }

        #expect(error?.description == "Pin does not declare Note")
        #expect(session.stack.depth == 1)
        #expect(session.tracker.liveCount(module: "Note") == 0)
    }

    @Test("a declared module opened in an undeclared way is refused too")
    func undeclaredStyleIsRefused() throws {
        let session = try PinRegistry.session()
        try session.open("Note")
        let note = try #require(session.top)

        #expect(throws: NavigationError.undeclared(module: "Note", other: "Pin")) {
            try note.open(PinRegistry.pin, style: .present)
        }
        #expect(throws: NavigationError.undeclared(module: "Note", other: "Pin")) {
            try note.embed(PinRegistry.pin, inSlot: "elsewhere")
        }
        #expect(session.stack.depth == 1)
        #expect(note.embedded.isEmpty)
    }

    @Test("a router's open with parameters fills defaults and hands them to the registration")
    func routerOpenFillsDefaults() throws {
        let session = try PinRegistry.session()
        try session.open("Note")
        let note = try #require(session.top)

        try note.open(PinRegistry.pin, style: .push, parameters: ["label": "urgent"])

        #expect(session.top?.moduleState()["text"] == .string("urgent red"))
    }

    @Test("a router's open with a missing or unknown parameter fails as a root open does, leaving the stack")
    func routerOpenChecksParameters() throws {
        let session = try PinRegistry.session()
        try session.open("Note")
        let note = try #require(session.top)

        #expect(throws: RegistryError.missingParameter(module: "Pin", parameter: "label")) {
            try note.open(PinRegistry.pin, style: .push, parameters: [:])
        }
        #expect(throws: RegistryError.unknownParameter(module: "Pin", parameter: "size", accepted: ["label", "color"])) {
            try note.open(PinRegistry.pin, style: .push, parameters: ["label": "a", "size": "2"])
        }
        #expect(session.stack.depth == 1)
        #expect(session.tracker.liveCount(module: "Pin") == 0)
    }

    @Test("a root open goes through the registration's parameter configuration")
    func rootOpenUsesRegistrationConfigure() throws {
        let session = try PinRegistry.session()

        try session.open("Pin", parameters: ["label": "home", "color": "blue"])

        #expect(session.top?.moduleState()["text"] == .string("home blue"))
    }

    @Test("a registration exposes its key's protocols, navigation, slots and routes")
    func declarationsArePublic() throws {
        let session = try PinRegistry.session()
        let note = try #require(session.registry.registration(named: "Note"))

        #expect(note.inputProtocol == "NoteModuleInput")
        #expect(note.outputProtocol == "NoteModuleOutput")
        #expect(note.navigation.map(\.module) == ["Pin", "Pin"])
        #expect(note.navigation.map(\.label) == ["push", "embed"])
        #expect(note.slots == ["corner"])
        #expect(note.routes.map(\.pattern) == ["notes"])
        #expect(session.registry.registration(named: "Pin")?.routes.first?.parameterNames == ["label"])
    }
}
