import Foundation
import NotesFeature
import Testing
import ViperRuntime
import ViperRuntimeTesting
import ViperShellKit
import ViperShellTesting

/// The tests a team wrote against 0.8.0: a session driven by hand, the interpreter fed lines,
/// scenarios run in-process, a module assembled alone, the runtime's model read directly.
@MainActor
@Suite("Notes, as tested against 0.8.0")
struct NotesTests {
    static let configuration = ShellConfiguration(name: "notes-shell") { registry, services in
        services.provide(NotesStore(notes: ["milk"]))
        try NoteList.register(in: registry)
    }

    @Test func sessionByHand() throws {
        let session = try Self.configuration.makeSession()
        session.trace.start()
        try session.open("NoteList")
        try session.perform(action: "add", words: ["bread"])
        #expect(session.top?.id.description == "NoteList#1")
        #expect(session.stack.depth == 1)
        #expect(session.hasTasks)
        #expect(!session.pendingWork.isEmpty)
        try session.wait(.milliseconds(99))
        #expect(session.top?.makeScreen().messages.map(\.text) == ["Saving..."])
        try session.runWork(dueBy: VirtualDuration.milliseconds(100) + .zero)
        try session.settle()
        #expect(session.top?.makeScreen().rows.map(\.text) == ["milk", "bread"])
        #expect(session.trace.events.contains { $0.kind == .action })
        #expect(session.dumpText().contains("\"count\" : 2"))
        #expect(StateDump.text(of: session.stack, clock: session.scheduler.now, width: ScreenRenderer.defaultWidth).contains("NoteList#1"))
        session.closeAll()
        try session.tracker.assertNoSurvivors(of: "NoteList")
    }

    @Test func interpreterFedLines() throws {
        let output = CapturedOutput()
        let interpreter = ShellInterpreter(
            session: try Self.configuration.makeSession(), output: output, options: .init(mode: .interactive))
        interpreter.executeInteractively("open NoteList")
        interpreter.executeInteractively("show 7")
        #expect(output.errorText.contains("no note 7"))
        #expect(!interpreter.hasQuit)
        let words = try Tokenizer.words(of: "add \"rye bread\"")
        try interpreter.execute(words, at: SourceLocation(file: "<test>", line: 1))
        #expect(interpreter.session.top?.moduleName == "NoteList")
    }

    @Test func scenariosInProcess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "open NoteList\nadd tea\nexpect screen contains 2. tea\n".write(
            to: folder.appendingPathComponent("tea.vsh"), atomically: true, encoding: .utf8)
        let summary: RunSummary = ScriptRunner(configuration: Self.configuration)
            .runScenarios(try ScriptRunner.collectScripts(at: [folder.path]))
        #expect(summary.passed == 1, "\(summary.results.map { $0.summaryText(showingOutput: true) })")
        #expect(summary.results.first?.failures.isEmpty == true)
    }

    @Test func configurationWrapped() throws {
        var configuration = Self.configuration
        let register = configuration.registerModules
        configuration.registerModules = { registry, services in
            try register(registry, services)
            services.require(NotesStore.self).add("from the wrapper")
        }
        let session = try configuration.makeSession()
        try session.open("NoteList")
        #expect(session.top?.makeScreen().rows.map(\.text) == ["milk", "from the wrapper"])
    }

    @Test func moduleAlone() throws {
        let services = SessionServices()
        services.provide(NotesStore(notes: ["a"]))
        let handler = RecordingTransitionHandler()
        let registry = ModuleRegistry()
        try NoteList.register(in: registry)
        let registration = try registry.lookup("NoteList")
        let module = registration.assemble(
            ModuleContext(frameID: FrameID(module: "NoteList", number: 1), transitionHandler: handler,
                          scheduler: services.scheduler, services: services))
        try module.view.performAction("show", ["1"])
        #expect(throws: ViewActionError.self) { try module.view.performAction("show", ["9"]) }
        #expect(ScreenRenderer(width: 40, color: false).render(module.view.makeScreen()).contains("1. a"))
        #expect(module.presenter is any NoteListModuleInput)
        let json = JSONTextEncoder(pretty: false).encode(.object(JSONObject(["n": .integer(1)])))
        #expect(json == "{\"n\":1}")
    }
}
