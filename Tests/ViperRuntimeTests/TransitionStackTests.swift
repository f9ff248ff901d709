import Testing
@testable import ViperRuntime

@MainActor
@Suite("Transition stack")
struct TransitionStackTests {
    @Test("opening a root configures the module through its input before it loads")
    func openRootConfiguresBeforeLoad() throws {
        let session = try TestRegistry.session()

        try session.open("Note", parameters: ["text": "hello"])

        let top = try #require(session.top)
        #expect(top.id.description == "Note#1")
        #expect(top.style == .root)
        #expect(top.moduleState()["events"] == ["configure", "ready"])
        #expect(top.makeScreen().fields.first?.value == "hello")
    }

    @Test("push and present add frames with per-name counters and styles")
    func pushAndPresent() throws {
        let session = try TestRegistry.session()
        try session.open("Note")

        try session.perform(action: "push", words: ["second"])
        try session.perform(action: "present", words: ["third"])

        #expect(session.stack.frames.map(\.id.description) == ["Note#1", "Note#2", "Note#3"])
        #expect(session.stack.frames.map(\.style) == [.root, .push, .present])
        #expect(session.stack.frames.map(\.index) == [0, 1, 2])
        #expect(session.top?.moduleState()["text"] == "third")
    }

    @Test("closing reveals the module below with a will-appear event")
    func closeRevealsWithWillAppear() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        try session.perform(action: "push", words: ["child"])

        try session.back()

        #expect(session.stack.depth == 1)
        #expect(session.top?.moduleState()["events"] == ["configure", "ready", "willAppear"])
    }

    @Test("back on the root is an error and leaves the stack alone")
    func backOnRoot() throws {
        let session = try TestRegistry.session()
        try session.open("Note")

        #expect(throws: TransitionError.cannotCloseRoot) { try session.back() }
        #expect(session.stack.depth == 1)
        #expect(TransitionError.cannotCloseRoot.description == "cannot close the root module")
    }

    @Test("a router's closeCurrentModule closes its module and everything above it")
    func closeCurrentClosesAbove() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        try session.perform(action: "push", words: ["a"])
        let middle = try #require(session.top)
        try session.perform(action: "push", words: ["b"])

        middle.closeCurrentModule()

        #expect(session.stack.depth == 1)
        #expect(!middle.isOpen)
    }

    @Test("close to root keeps only the root, and a root's closeCurrentModule does nothing")
    func closeToRoot() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        for word in ["a", "b", "c"] { try session.perform(action: "push", words: [word]) }

        session.top?.closeToRootModule()
        session.top?.closeCurrentModule()

        #expect(session.stack.frames.map(\.id.description) == ["Note#1"])
    }

    @Test("the output is chained to the caller and reports back")
    func outputChaining() throws {
        let session = try TestRegistry.session()
        try session.open("Note", parameters: ["text": "parent"])
        try session.perform(action: "push", words: ["child", "text"])

        try session.perform(action: "finish", words: [])

        let parent = try #require(session.top)
        #expect(session.stack.depth == 1)
        let presenter = try #require(parent.presenter as? NotePresenter)
        #expect(presenter.finishedChildren == ["child text"])
    }

    @Test("asking for the wrong module input is a thrown error and nothing opens")
    func inputMismatch() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let top = try #require(session.top)

        #expect(throws: ModuleWiringError.self) {
            try top.openModule("Board", as: NoteModuleInput.self, style: .push)
        }
        #expect(session.stack.depth == 1)
        #expect(session.tracker.liveCount(module: "Board") == 0)
        // The failed open does not use up a frame number.
        try top.openModule("Board", as: BoardPresenter.self, style: .push)
        #expect(session.top?.id.description == "Board#1")
    }

    @Test("an output the module cannot take is a thrown error")
    func outputMismatch() throws {
        let session = try TestRegistry.session()
        try session.open("Board")
        let board = try #require(session.top)
        let boardPresenter = try #require(board.presenter as? BoardPresenter)

        #expect(throws: ModuleWiringError.self) {
            try board.openModule("Board", as: BoardPresenter.self, style: .push, output: OtherOutput()) { _ in }
        }
        _ = boardPresenter
        #expect(session.stack.depth == 1)
    }

    @Test("a root that fails to configure leaves the previous stack in place")
    func failedRootKeepsStack() throws {
        let session = try TestRegistry.session()
        try session.open("Note", parameters: ["text": "kept"])
        try session.perform(action: "push", words: ["above"])

        #expect(throws: ModuleWiringError.self) { try session.open("Note", parameters: ["text": "bad"]) }

        #expect(session.stack.frames.map(\.id.description) == ["Note#1", "Note#2"])
        #expect(session.top?.moduleState()["text"] == "above")
    }

    @Test("embedding places a child in a named slot; the container shows it and offers its actions")
    func embedding() throws {
        let session = try TestRegistry.session()

        try session.open("Board")

        let board = try #require(session.top)
        #expect(session.stack.depth == 1)
        #expect(board.embedded.map(\.id.description) == ["Note#1"])
        #expect(board.embedded.first?.style == .embed)
        #expect(board.embedded.first?.slot == "main")
        let screen = board.makeScreen()
        #expect(screen.embedded.map(\.slot) == ["main"])
        #expect(screen.embedded.first?.screen.fields.first?.value == "first")
        #expect(screen.actions.map(\.name) == ["swap", "rename", "push", "present", "finish", "close", "pick"])
        #expect(screen.embedded.first?.screen.actions.isEmpty == true)
    }

    @Test("a container's own action shadows its child's; the child's others run on the child")
    func embeddedActionDispatch() throws {
        let session = try TestRegistry.session()
        try session.open("Board")

        try session.perform(action: "rename", words: ["renamed"])
        try session.perform(action: "push", words: ["from", "child"])

        #expect(session.stack.frames.first?.moduleState()["name"] == "renamed")
        #expect(session.stack.frames.first?.embedded.first?.moduleState()["text"] == "first")
        #expect(session.top?.id.description == "Note#2")
        #expect(session.top?.style == .push)
    }

    @Test("re-embedding into a slot replaces and releases the old child")
    func reembedReplaces() throws {
        let session = try TestRegistry.session()
        try session.open("Board")

        try session.perform(action: "swap", words: ["second"])

        let board = try #require(session.top)
        #expect(board.embedded.map(\.id.description) == ["Note#2"])
        #expect(session.tracker.liveCount(module: "Note") == 4)
    }

    @Test("revealing a container tells its embedded children too")
    func embeddedWillAppear() throws {
        let session = try TestRegistry.session()
        try session.open("Board")
        try session.perform(action: "push", words: ["x"])

        try session.back()

        #expect(session.top?.embedded.first?.moduleState()["events"] == ["configure", "ready", "willAppear"])
    }

    @Test("an unknown action names the module's actions and suggests close ones")
    func unknownAction() throws {
        let session = try TestRegistry.session()
        try session.open("Note")

        let error = #expect(throws: TransitionError.self) { try session.perform(action: "pusj", words: []) }
        #expect(error?.description.contains("'pusj'") == true)
        #expect(error?.description.contains("did you mean push?") == true)
    }

    @Test("action arguments are checked before the view sees them")
    func argumentChecking() throws {
        let session = try TestRegistry.session()
        try session.open("Note")

        #expect(throws: ActionArgumentError.self) { try session.perform(action: "pick", words: []) }
        #expect(throws: ActionArgumentError.self) { try session.perform(action: "pick", words: ["x", "red"]) }
        #expect(throws: ActionArgumentError.self) { try session.perform(action: "pick", words: ["0", "red"]) }
        #expect(throws: ActionArgumentError.self) { try session.perform(action: "pick", words: ["1", "green"]) }
        #expect(throws: ActionArgumentError.self) { try session.perform(action: "close", words: ["extra"]) }
        #expect(throws: ViewActionError("no item 7")) { try session.perform(action: "pick", words: ["7", "red"]) }
        try session.perform(action: "pick", words: ["2", "blue"])
    }

    @Test("a stack 100,000 deep opens, reports its top and closes without recursion")
    func deepStack() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        for _ in 0..<100_000 { try root.openModule("Note", as: NoteModuleInput.self, style: .push) }

        #expect(session.stack.depth == 100_001)
        #expect(session.top?.id.description == "Note#100001")
        session.stack.closeToRoot()
        #expect(session.tracker.liveCount(module: "Note") == 4)
    }
}

private final class OtherOutput: ModuleOutput {}
