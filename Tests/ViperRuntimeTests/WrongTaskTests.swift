import Testing
@testable import ViperRuntime

/// Constructions under which an engine that guesses which task ended (from
/// how many copies of a shared value are left) names the wrong task. The
/// session observes each task's end, so it names the right one.
@MainActor
@Suite("The right task is named", .serialized)
struct WrongTaskTests {
    @Test("a task parked in an actor stays listed when another module's task passes through the actor and ends")
    func parkedTaskBesideAnotherModulesTask() throws {
        ActorGateInteractor.parked.removeAll()
        let session = ViperSession(registry: try ActorGateModule.registry())
        try session.open("Amb")
        try session.perform(action: "park", words: [])
        try session.settle()
        try session.stack.top!.openModule("AmbNew", style: .push, parameters: [:], output: nil)
        try session.perform(action: "touch", words: [])
        try session.settle()
        #expect(session.tasks.map(\.label) == ["Amb#1 (ActorGateInteractor.park)"])
        #expect(session.tasksWaitingOutside.map(\.label) == ["Amb#1 (ActorGateInteractor.park)"])
        try session.back()
        #expect(session.tracker.leaks(excluding: ["Amb"]).isEmpty)  // AmbNew left nothing alive
        try session.perform(action: "release", words: [])
        try session.settle()
        #expect(session.tasks.isEmpty)
    }

    @Test("a task the actor starts ends in the actor's job without taking an older task that waits in that actor")
    func actorsOwnTaskBesideAnOlderOne() throws {
        let session = ViperSession(registry: try ActorGateModule.registry())
        try session.open("Amb")
        try session.perform(action: "park", words: [])
        try session.settle()
        try session.perform(action: "spawn", words: [])
        try session.settle()
        #expect(session.tasks.map(\.label) == ["Amb#1 (ActorGateInteractor.park)"])
        try session.perform(action: "release", words: [])
        try session.settle()
        #expect(session.tasks.isEmpty)
    }

    @Test("a finished Task.detached is not taken for stuck after a parked Task.immediate")
    func detachedAfterImmediate() throws {
        ActorGateInteractor.parked.removeAll()
        let session = ViperSession(registry: try ActorGateModule.registry())
        try session.open("Amb")
        try session.perform(action: "immediate", words: [])
        try session.perform(action: "detached", words: [])
        try session.settle()
        #expect(session.tasksWaitingOutside.map(\.label) == ["Amb#1 (ActorGateInteractor.immediate)"])
        try session.perform(action: "release", words: [])
        try session.settle()
        #expect(session.tasks.isEmpty)
    }
}
