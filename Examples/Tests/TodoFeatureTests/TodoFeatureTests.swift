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

        try tester.finish()
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
