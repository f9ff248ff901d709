import Testing
@testable import ViperRuntime

/// The sender of a call a task makes is the module that started the task,
/// known from what was running when it started, not from the last traced call.
@MainActor
@Suite("Trace senders")
struct TraceSenderTests {
    @Test("a task Login's interactor starts as Login opens calls Login's presenter: the trace says so, not the list that opened it")
    func taskStartedWhileOpeningSpeaksForItsModule() throws {
        let session = ViperSession(registry: try LoginFlowModule.registry())
        try session.open("List")
        try session.perform(action: "login", words: [])
        try session.settle()
        session.trace.start()
        try session.perform(action: "login", words: ["ada"])
        try session.settle()
        let hops = session.trace.events.filter { $0.message == "didPerformLogin(user:)" }
        #expect(hops.map { "\($0.source?.description ?? "-") -> \($0.target.description)" } == ["Login#1 Interactor -> Login#1 Presenter"])
    }
}
