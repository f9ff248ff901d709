import Testing
import TodoFeature
import ViperRuntime
import ViperRuntimeTesting

@MainActor
private func makeSession() throws -> ViperSession {
    let registry = ModuleRegistry()
    try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])
    return ViperSession(registry: registry)
}

@MainActor
@Suite("Todo feature")
struct TodoFeatureTests {
    @Test("toggling an item in its detail marks it done in the list, through TodoDetail's output")
    func toggleReportsBack() throws {
        let session = try makeSession()
        try session.open("TodoList")

        try session.perform(action: "select", words: ["2"])
        try session.perform(action: "toggle", words: [])

        #expect(session.top?.moduleName == "TodoList")
        #expect(session.top?.moduleState()["items"] == [["title": "Buy milk", "isDone": false], ["title": "Walk the dog", "isDone": true]])
    }

    @Test("a removed item can be undone within 5 s of virtual time, not after")
    func undoWindow() throws {
        let session = try makeSession()
        try session.open("TodoList")
        try session.perform(action: "remove", words: ["1"])

        try session.wait(.seconds(5))

        #expect(session.top?.moduleState()["canUndo"] == false)
        #expect(session.top?.availableActions.map(\.action.name) == ["add", "select", "remove"])
        #expect(throws: TransitionError.actionUnavailable(action: "undo", reason: "nothing to undo")) {
            try session.perform(action: "undo", words: [])
        }
    }

    @Test("closing the modules leaves no component alive")
    func noLeaks() throws {
        let session = try makeSession()
        try session.open("TodoList")
        try session.perform(action: "select", words: ["1"])

        session.closeAll()

        #expect(session.tracker.liveCount() == 0)
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
