import Testing
import ViperRuntime  // not @testable: the testing API must be usable from outside the runtime
import ViperRuntimeTesting

/// A module output for checking what the recording handler keeps of it.
@MainActor
private final class OutputStub: NoteModuleOutput {
    func didFinishNote(_ text: String) {}
}

@MainActor
@Suite("Testing support")
struct TestingSupportTests {
    // MARK: - RecordingTransitionHandler

    @Test("opens and embeds are recorded in order, with style, slot and output")
    func recordsTransitions() throws {
        // given
        let input = NotePresenter()
        let handler = RecordingTransitionHandler(moduleInput: input)
        let output = OutputStub()
        // when
        let opened = try handler.openModule("Note", as: NoteModuleInput.self, style: .present, output: output) {
            $0.configure(with: "opened")
        }
        try handler.embedModule("Board", as: NoteModuleInput.self, inSlot: "main")
        handler.closeCurrentModule()
        handler.closeToRootModule()
        handler.closeToRootModule()
        // then
        #expect(opened === input)
        #expect(input.text == "opened")
        #expect(handler.transitions.map(\.module) == ["Note", "Board"])
        #expect(handler.transitions.map(\.style) == [.present, nil])
        #expect(handler.transitions.map(\.slot) == [nil, "main"])
        #expect(handler.transitions.first?.output === output)
        #expect(handler.transitions.last?.output == nil)
        #expect(handler.closeCurrentCount == 1)
        #expect(handler.closeToRootCount == 2)
    }

    @Test("a recorded output is held weakly")
    func outputIsWeak() throws {
        // given
        let handler = RecordingTransitionHandler(moduleInput: NotePresenter())
        var output: OutputStub? = OutputStub()
        weak let weakOutput = output
        _ = try handler.openModule("Note", as: NoteModuleInput.self, style: .push, output: output, configure: { _ in })
        // when
        output = nil
        // then
        #expect(weakOutput == nil)
        #expect(handler.transitions.count == 1)
        #expect(handler.transitions.first?.output == nil)
    }

    @Test("an input of the wrong type is an inputMismatch, and configure is not run")
    func mismatchThrows() {
        // given
        let handler = RecordingTransitionHandler()
        handler.moduleInput = BoardPresenter()
        var configured = false
        // when / then
        #expect(
            throws: ModuleWiringError.inputMismatch(module: "Note", expected: "NoteModuleInput", found: "BoardPresenter")
        ) {
            try handler.openModule("Note", as: NoteModuleInput.self, style: .push) { _ in configured = true }
        }
        #expect(!configured)
        #expect(handler.transitions.map(\.module) == ["Note"])
    }

    @Test("no input at all is an inputMismatch too")
    func missingInputThrows() {
        // given
        let handler = RecordingTransitionHandler()
        // when / then
        #expect(throws: ModuleWiringError.inputMismatch(module: "Note", expected: "NoteModuleInput", found: "nothing")) {
            try handler.embedModule("Note", as: NoteModuleInput.self, inSlot: "main")
        }
    }

    @Test("a set failure is thrown instead of handing back the input")
    func failureThrows() {
        // given
        let input = NotePresenter()
        let handler = RecordingTransitionHandler(moduleInput: input)
        handler.failure = RegistryError.unknownModule("Note", suggestions: [])
        // when / then
        #expect(throws: RegistryError.unknownModule("Note", suggestions: [])) {
            try handler.openModule("Note", as: NoteModuleInput.self, style: .push) { $0.configure(with: "never") }
        }
        #expect(throws: RegistryError.unknownModule("Note", suggestions: [])) {
            try handler.embedModule("Note", as: NoteModuleInput.self, inSlot: "main")
        }
        #expect(input.text == "")
        #expect(handler.transitions.count == 2)
    }

    // MARK: - ModuleContext.forTesting

    @Test("a testing context is frame 1 of the module, over the given handler and clock")
    func testingContext() {
        // given
        let handler = RecordingTransitionHandler()
        let scheduler = VirtualScheduler()
        // when
        let context = ModuleContext.forTesting(module: "Note", transitionHandler: handler, scheduler: scheduler)
        let defaulted = ModuleContext.forTesting(module: "Board", transitionHandler: handler)
        // then
        #expect(context.frameID == FrameID(module: "Note", number: 1))
        #expect(context.transitionHandler === handler)
        #expect(context.scheduler === scheduler)
        #expect(defaulted.frameID.description == "Board#1")
        #expect(defaulted.scheduler !== scheduler)
    }

    // MARK: - ModuleReleaseProbe

    @Test("a dropped module is all released")
    func probeAllReleased() {
        // given
        let handler = RecordingTransitionHandler()
        var module: AssembledModule? = NoteAssembly().assemble(in: .forTesting(module: "Note", transitionHandler: handler))
        let probe = ModuleReleaseProbe(module!)
        #expect(!probe.allReleased)
        #expect(probe.survivors == ["View", "Presenter", "Interactor", "Router"])
        // when
        module = nil
        // then
        #expect(probe.allReleased)
        #expect(probe.survivors.isEmpty)
    }

    @Test("a part kept alive is named as a survivor")
    func probeReportsSurvivors() throws {
        // given
        let handler = RecordingTransitionHandler()
        var module: AssembledModule? = NoteAssembly().assemble(in: .forTesting(module: "Note", transitionHandler: handler))
        let kept = try #require(module?.interactor)
        let probe = ModuleReleaseProbe(try #require(module))
        // when
        module = nil
        // then
        #expect(!probe.allReleased)
        #expect(probe.survivors == ["Interactor"])
        withExtendedLifetime(kept) {}
    }

    @Test("a retain cycle keeps view and presenter alive, and the probe says so")
    func probeCatchesACycle() throws {
        // given: the leaky presenter holds its view strongly
        let handler = RecordingTransitionHandler()
        var module: AssembledModule? = NoteAssembly(leaky: true).assemble(in: .forTesting(module: "Note", transitionHandler: handler))
        weak let presenter = module?.presenter as? LeakyNotePresenter
        let probe = ModuleReleaseProbe(try #require(module))
        // when
        module = nil
        // then
        #expect(!probe.allReleased)
        #expect(probe.survivors == ["View", "Presenter", "Interactor", "Router"])
        presenter?.strongView = nil  // break the cycle so the test leaves nothing behind
        #expect(probe.allReleased)
    }

    @Test("helpers are probed, once each; a module without interactor or router has none to report")
    func probeHelpers() {
        // given
        let view = NoteView()
        let presenter = NotePresenter()
        view.output = presenter
        var helpers: [AnyObject] = [NoteInteractor(), NoteRouter()]
        let probe = ModuleReleaseProbe(
            AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil, helpers: helpers))
        // when
        helpers.removeFirst()
        // then
        #expect(probe.survivors == ["View", "Presenter", "Helper"])
        withExtendedLifetime((view, helpers)) {}
    }

    // MARK: - ModuleOwnershipCheck

    @Test("a module wired by the ownership rules passes the shared check")
    func ownershipCheckPasses() {
        // given
        let handler = RecordingTransitionHandler()
        // when
        let problems = ModuleOwnershipCheck.problems {
            NoteAssembly().assemble(in: .forTesting(module: "Note", transitionHandler: handler))
        }
        // then
        #expect(problems.isEmpty)
    }

    @Test("a retain cycle fails the shared check, naming what outlives the view")
    func ownershipCheckCatchesACycle() {
        // given
        let handler = RecordingTransitionHandler()
        weak var leaked: LeakyNotePresenter?
        // when
        let problems = ModuleOwnershipCheck.problems {
            let module = NoteAssembly(leaky: true).assemble(in: .forTesting(module: "Note", transitionHandler: handler))
            leaked = module.presenter as? LeakyNotePresenter
            return module
        }
        // then
        #expect(problems == ["still alive once the view is dropped: View, Presenter, Interactor, Router"])
        leaked?.strongView = nil  // break the cycle so the test leaves nothing behind
    }

    @Test("a part nothing in the module owns fails the shared check")
    func ownershipCheckCatchesAnUnownedPart() {
        // when: the interactor is handed over but the presenter does not keep it
        let problems = ModuleOwnershipCheck.problems {
            let view = NoteView()
            let presenter = NotePresenter()
            view.output = presenter
            return AssembledModule(view: view, presenter: presenter, interactor: NoteInteractor(), router: nil)
        }
        // then
        #expect(problems == ["released while the view is still held: Interactor"])
    }
}
