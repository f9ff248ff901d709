import Testing
@testable import ViperRuntime

@MainActor
@Suite("Transition stack observer")
struct TransitionObserverTests {
    @Test("the observer sees each opened module with its caller and style, and each action performed")
    func seesOpensAndActions() throws {
        let session = try TestRegistry.session()
        var events: [TransitionEvent] = []
        session.stack.observer = { events.append($0) }

        try session.open("Note")
        try session.perform(action: "push", words: ["second"])

        #expect(events == [
            .opened(module: "Note", caller: nil, style: .root),
            .opened(module: "Note", caller: "Note", style: .push),
            .performed(action: "push", module: "Note"),
        ])
    }

    @Test("an action that fails is not reported as performed")
    func failedActionIsNotReported() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        var events: [TransitionEvent] = []
        session.stack.observer = { events.append($0) }

        #expect(throws: (any Error).self) { try session.perform(action: "no-such-action", words: []) }

        #expect(events.isEmpty)
    }
}
