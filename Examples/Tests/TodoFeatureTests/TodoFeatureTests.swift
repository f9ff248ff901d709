import Testing
import TodoFeature
import ViperRuntime
import ViperRuntimeTesting

/// A tester over the two sample items; the clock moves only when a test says so.
@MainActor
private func makeTester() throws -> SessionTester {
    let registry = ModuleRegistry()
    try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])
    return SessionTester(registry: registry, settling: .none)
}

@MainActor
@Suite("Todo feature")
struct TodoFeatureTests {
    @Test("toggling an item in its detail marks it done in the list, through TodoDetail's output")
    func toggleReportsBack() throws {
        let tester = try makeTester()
        try tester.open("TodoList")

        try tester.perform("select", "2")
        try tester.perform("toggle")

        #expect(tester.topModuleName == "TodoList")
        #expect(tester.state["items"] == [["title": "Buy milk", "isDone": false], ["title": "Walk the dog", "isDone": true]])
    }

    @Test("a removed item can be undone within 5 s of virtual time, not after")
    func undoWindow() throws {
        let tester = try makeTester()
        try tester.open("TodoList")
        try tester.perform("remove", "1")

        try tester.wait(.seconds(5))

        #expect(tester.state["canUndo"] == false)
        #expect(tester.session.top?.availableActions.map(\.action.name) == ["add", "select", "remove"])
        #expect(throws: TransitionError.actionUnavailable(action: "undo", reason: "nothing to undo")) {
            try tester.perform("undo")
        }
    }

    @Test("waiting a negative duration is refused; the clock stays where it was")
    func negativeWait() throws {
        let tester = try makeTester()
        try tester.open("TodoList")
        let error = #expect(throws: SessionTester.NegativeDurationError.self) { try tester.wait(.milliseconds(-5)) }
        #expect(error?.duration == .milliseconds(-5))
    }

    @Test("closing the modules leaves no component alive")
    func noLeaks() throws {
        let tester = try makeTester()
        try tester.open("TodoList")
        try tester.perform("select", "1")

        tester.finish()
    }

    @Test("a TodoList assembled alone is driven through its view's actions: an add shows, a select asks its handler for the detail, a remove can be undone for 5 s of its clock")
    func assembledAlone() throws {
        let detail = TodoDetailDouble()
        let handler = RecordingTransitionHandler(moduleInput: detail)
        let scheduler = VirtualScheduler()
        let registry = ModuleRegistry()
        try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk")])
        let list = try registry.lookup("TodoList")
        let module = list.assemble(.forTesting(module: "TodoList", transitionHandler: handler, scheduler: scheduler))

        try module.view.performAction("add", ["Call", "mum"])
        try module.view.performAction("select", ["2"])
        try module.view.performAction("remove", ["1"])

        #expect(module.view.makeScreen().rows.map(\.text) == ["[ ] Call mum"])
        #expect(handler.transitions.map(\.module) == ["TodoDetail"])
        #expect(handler.transitions.map(\.style) == [.push])
        #expect(detail.configured.map(\.title) == ["Call mum"])
        #expect(detail.configured.map(\.row) == [2])
        #expect(module.presenter.moduleState()["canUndo"] == .bool(true))
        try scheduler.advance(by: .seconds(5))
        #expect(module.presenter.moduleState()["canUndo"] == .bool(false))
        #expect(throws: TransitionError.actionUnavailable(action: "undo", reason: "nothing to undo")) { try module.view.performAction("undo") }
    }

    @Test("TodoList alone: select asks for the item's detail, and a toggle the fake TodoDetail reports marks the item done")
    func listAlone() throws {
        // given: TodoList alone, so TodoDetail is a fake standing on its input record
        let tester = try makeTester()
        try tester.open(TodoList.key, alone: true)
        // when
        try tester.perform("select", "2")
        // then
        let request = try #require(tester.requests(toOpen: TodoDetail.key).last)
        #expect(request.kind == .push)
        #expect(request.input == ["row": 2, "title": "Walk the dog"])
        #expect(request.isFake)
        let detail = try tester.fake(TodoDetail.key)
        #expect(detail.input == ["row": 2, "title": "Walk the dog"])
        // when: the fake reports a toggle by the event its registration declares, then closes
        try detail.emit("didToggleItem", 2)
        try detail.close()
        // then
        #expect(!detail.isOpen)
        #expect(tester.topModuleName == "TodoList")
        #expect(tester.state["items"] == [["title": "Buy milk", "isDone": false], ["title": "Walk the dog", "isDone": true]])
        tester.finish()
    }

    @Test("the navigation log's requests read typed: what each opened, and its input decoded")
    func navigationReadTyped() throws {
        // given
        let tester = try makeTester()
        try tester.open("TodoList", parameters: [:], alone: true)
        // when
        try tester.perform("select", "1")
        // then
        let request = try #require(tester.navigation.last)
        #expect(request.opens(TodoDetail.key))
        #expect(!request.opens(TodoList.key))
        #expect(try request.input(as: DetailInput.self) == DetailInput(title: "Buy milk", row: 1))
        #expect(throws: (any Error).self) { try request.input(as: [String].self) }
        tester.finish()
    }

    @Test("a ViperSession opens a module alone too, without a tester, and can cancel a module's work as it closes")
    func sessionAlone() throws {
        // given
        let registry = ModuleRegistry()
        try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk")])
        let session = ViperSession(registry: registry)
        session.cancelsTasksOnClose = true  // as `set cancel-on-close on`
        // when
        try session.open(TodoList.key, alone: true)
        try session.perform(action: "select", words: ["1"])
        // then: the detail is a fake, whose state is its recorded input
        #expect(session.stack.frames.map(\.id.description) == ["TodoList#1", "TodoDetail#1"])
        #expect(session.stack.top?.moduleState() == ["row": 1, "title": "Buy milk"])
        // when: opened again by name and parameters, not alone
        try session.open("TodoDetail", parameters: ["row": "1"], alone: false)
        // then: the real detail, and nothing left of the modules it replaced
        #expect(session.stack.frames.map(\.moduleName) == ["TodoDetail"])
        #expect(session.stack.top?.moduleState()["item"]?["title"] == "Buy milk")
        #expect(session.tasks.isEmpty)
    }

    @Test("a fake refuses an event its registration does not declare, and a payload that does not decode")
    func fakeRefusesWhatItCannotSend() throws {
        let tester = try makeTester()
        try tester.open(TodoList.key, alone: true)
        try tester.perform("select", "1")
        let detail = try tester.fake(TodoDetail.key)

        let unknown = #expect(throws: (any Error).self) { try detail.emit("didDeleteItem") }
        #expect(unknown.map { "\($0)" } == "TodoDetail has no output event 'didDeleteItem' (its events: didToggleItem <Int>)")
        let wrongType = #expect(throws: (any Error).self) { try detail.emit("didToggleItem", "two") }
        #expect(wrongType.map { "\($0)" }?.hasPrefix("didToggleItem: the value does not decode at ") == true)
        try detail.close()
        #expect(tester.state["items"] == [["title": "Buy milk", "isDone": false], ["title": "Walk the dog", "isDone": false]])
    }

    @Test("the list follows the ownership rules")
    func ownership() throws {
        let handler = RecordingTransitionHandler()
        let registry = ModuleRegistry()
        try TodoFeature.register(in: registry)
        let list = try #require(registry.registration(named: "TodoList"))

        let problems = ModuleOwnershipCheck.problems {
            list.assemble(.forTesting(module: "TodoList", transitionHandler: handler))
        }

        #expect(problems.isEmpty)
    }
}

/// TodoDetail's input as the navigation log records it, decoded.
private struct DetailInput: Decodable, Equatable {
    var title: String
    var row: Int
}

/// What TodoList opens as its detail when a test's transition handler answers instead of a session.
@MainActor
private final class TodoDetailDouble: TodoDetailModuleInput {
    private(set) var configured: [(title: String, row: Int)] = []

    func configure(with item: TodoItem, at row: Int) {
        configured.append((item.title, row))
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {}
}
