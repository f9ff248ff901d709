import Testing
@testable import ViperRuntime

@MainActor
@Suite("Module registry")
struct RegistryTests {
    private func registration(_ name: String, view: (some TerminalView).Type = NoteView.self) -> ModuleRegistration {
        ModuleRegistration(name: name, summary: "test", view: view) { NoteAssembly().assemble(in: $0) }
    }

    @Test("modules are listed in registration order with their summaries and parameters")
    func listing() throws {
        let registry = try TestRegistry.make()

        #expect(registry.names == ["Note", "LeakyNote", "Board"])
        #expect(registry.registration(named: "Note")?.parameters.map(\.usage) == ["[text=<value>]"])
        #expect(registry.registration(named: "note") == nil)
    }

    @Test("lookups find every module, in small registries and in large ones", arguments: [3, 40])
    func lookupAtAnySize(count: Int) throws {
        let registry = ModuleRegistry()
        let names = (1...count).map { "Module\($0)" }
        for name in names { try registry.register(registration(name)) }

        #expect(try names.map { try registry.lookup($0).name } == names)
        #expect(try names.map { try registry.position(of: $0) } == Array(names.indices))
        #expect(throws: RegistryError.self) { try registry.lookup("Module0") }
    }

    @Test("a duplicate name is rejected and the first registration stays")
    func duplicate() throws {
        let registry = try TestRegistry.make()

        #expect(throws: RegistryError.duplicateModule("Note")) { try registry.register(registration("Note")) }
        #expect(registry.names.count == 3)
    }

    @Test("a module named like a shell command is rejected")
    func moduleNamedLikeCommand() {
        let registry = ModuleRegistry(reservedNames: ["open", "help"])

        #expect(throws: RegistryError.moduleNameIsCommand("help")) { try registry.register(registration("help")) }
        #expect(registry.names.isEmpty)
    }

    @Test("a view action named like a shell command is rejected")
    func actionNamedLikeCommand() {
        let registry = ModuleRegistry(reservedNames: ["close"])

        #expect(throws: RegistryError.actionNameIsCommand(module: "Note", action: "close")) {
            try registry.register(registration("Note"))
        }
    }

    @Test("malformed names and actions are rejected", arguments: ["", "9lives", "Cars List", "Café"])
    func invalidNames(name: String) {
        let registry = ModuleRegistry()
        #expect(throws: RegistryError.invalidModuleName(name)) { try registry.register(registration(name)) }
    }

    @Test("an action declared twice, or a variadic parameter that is not last, is rejected")
    func invalidActions() {
        let registry = ModuleRegistry()
        #expect(throws: RegistryError.duplicateAction(module: "Twice", action: "go")) {
            try registry.register(registration("Twice", view: TwiceView.self))
        }
        #expect(throws: RegistryError.self) { try registry.register(registration("Variadic", view: VariadicFirstView.self)) }
        #expect(registry.names.isEmpty)
    }

    @Test("an unknown module suggests close names")
    func unknownModuleSuggestions() throws {
        let registry = try TestRegistry.make()

        #expect(throws: RegistryError.unknownModule("Nte", suggestions: ["Note"])) { try registry.lookup("Nte") }
        let error = RegistryError.unknownModule("Nte", suggestions: ["Note"])
        #expect(error.description == "unknown module 'Nte'; did you mean Note?")
    }

    @Test("shell parameters are checked: unknown keys, missing required ones, defaults")
    func parameterChecking() throws {
        let registration = ModuleRegistration(
            name: "Detail", summary: "detail",
            parameters: [ModuleParameter("id", help: "Which.", required: true), ModuleParameter("mode", help: "How.", default: "full")],
            view: NoteView.self
        ) { NoteAssembly().assemble(in: $0) }

        #expect(throws: RegistryError.missingParameter(module: "Detail", parameter: "id")) {
            try registration.checkParameters([:])
        }
        #expect(throws: RegistryError.unknownParameter(module: "Detail", parameter: "x", accepted: ["id", "mode"])) {
            try registration.checkParameters(["id": "1", "x": "2"])
        }
        #expect(try registration.checkParameters(["id": "1"]) == ModuleParameters(["id": "1", "mode": "full"]))
    }
}

private final class TwiceView: TerminalView {
    static let actions: ViewActions<TwiceView> = [.action("go", help: "a") { _ in }, .action("go", help: "b") { _ in }]
    func makeScreen() -> Screen { Screen(title: "") }
}

private final class VariadicFirstView: TerminalView {
    static let actions: ViewActions<VariadicFirstView> = [.action("go", .text("a"), .word("b"), help: "a") { _, _, _ in }]
    func makeScreen() -> Screen { Screen(title: "") }
}

@MainActor
@Suite("Module registry: batches")
struct RegistryBatchTests {
    @Test("a batch with one refused registration adds none of them")
    func atomicBatch() throws {
        let registry = ModuleRegistry(reservedNames: ["close"])
        let good = ModuleRegistration(name: "Board", summary: "", view: BoardView.self) { NoteAssembly().assemble(in: $0) }
        let refused = ModuleRegistration(name: "Note", summary: "", view: NoteView.self) { NoteAssembly().assemble(in: $0) }

        #expect(throws: RegistryError.actionNameIsCommand(module: "Note", action: "close")) {
            try registry.register([good, refused])
        }
        #expect(registry.names.isEmpty)
    }

    @Test("a registry for a configuration checked before adds the same registrations without checking them")
    func uncheckedRegistry() throws {
        let batch = [
            ModuleRegistration(name: "Board", summary: "", view: BoardView.self) { NoteAssembly().assemble(in: $0) },
            ModuleRegistration(name: "Note", summary: "", view: NoteView.self) { NoteAssembly().assemble(in: $0) },
        ]
        let checked = ModuleRegistry(reservedNames: ["open"])
        let unchecked = ModuleRegistry(reservedNames: ["open"], checkingRegistrations: false)
        try checked.register(batch)
        try unchecked.register(batch)
        try checked.register(ModuleRegistration(name: "Extra", summary: "", view: NoteView.self) { NoteAssembly().assemble(in: $0) })
        try unchecked.register(ModuleRegistration(name: "Extra", summary: "", view: NoteView.self) { NoteAssembly().assemble(in: $0) })

        #expect(unchecked.names == checked.names)
        #expect(try unchecked.names.map { try unchecked.position(of: $0) } == checked.names.map { try checked.position(of: $0) })
        #expect(unchecked.registrations.map(\.actions) == checked.registrations.map(\.actions))
        // What only the checks refuse: so such a registry is only for registrations that passed them before.
        #expect(throws: RegistryError.actionNameIsCommand(module: "Note", action: "close")) {
            try ModuleRegistry(reservedNames: ["close"]).register(batch)
        }
        #expect(throws: Never.self) { try ModuleRegistry(reservedNames: ["close"], checkingRegistrations: false).register(batch) }
    }
}
