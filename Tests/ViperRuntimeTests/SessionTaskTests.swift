import Foundation
import Testing
@testable import ViperRuntime

@MainActor
@Suite("Session tasks", .serialized)
struct SessionTaskTests {
    @Test("a task is listed with its frame, start site and wait until it ends; its async let children are not listed")
    func tasksAreTrackedToTheirEnd() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "nap", words: [])
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.nap)"])
        #expect(session.tasks.map(\.waiting) == ["running"])

        try session.wait(.milliseconds(150))
        #expect(session.tasks.map(\.waiting) == ["clock until 300ms"])
        try session.wait(.milliseconds(149))
        #expect(session.tasks.count == 1)
        try session.wait(.milliseconds(1))

        #expect(session.tasks.isEmpty)
        #expect(!session.hasTasks)
    }

    @Test("a task a timer starts is the session's: listed with its module while it sleeps, cancelled when the module closes")
    func taskStartedByATimer() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "later", words: [])
        #expect(session.tasks.isEmpty)
        try session.wait(.milliseconds(60))
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.nap)"])
        #expect(session.tasks.map(\.waiting) == ["suspended"])  // on its async let children, asleep until 150 ms
        session.closeAll()
        #expect(session.tasks.isEmpty)
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("closing the module cancels its task, which then ends")
    func closingCancels() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "nap", words: [])
        try session.wait(.milliseconds(10))
        session.closeAll()
        #expect(session.tasks.isEmpty)
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a task waiting on a continuation nothing resumes is outside once settling is idle, and outlives its module as a leak")
    func hangingTaskIsOutsideAndLeaks() throws {
        WaiterInteractor.hanging.removeAll()
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "hang", words: [])
        try session.settle()
        #expect(session.tasksWaitingOutside.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])

        session.closeAll()
        #expect(session.tracker.leaks().map(\.description) == ["Waiter left components alive: task WaiterInteractor.hang"])

        // Resumed by session code, it ends at the session's next command.
        for continuation in WaiterInteractor.hanging { continuation.resume() }
        WaiterInteractor.hanging.removeAll()
        try session.settle()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("tasks ending inside an actor's jobs are told from a task still waiting: an actor's own task, a nonisolated one")
    func tasksEndingInsideAnActorsJobs() throws {
        WaiterInteractor.hanging.removeAll()
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "hang", words: [])
        try session.settle()
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])

        // A task the actor starts is never listed; its end is not the waiting task's.
        try session.perform(action: "background", words: [])
        try session.settle()
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])
        #expect(session.tasksWaitingOutside.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])

        // A nonisolated task ends inside the actor's job: that one ends, not the waiting task.
        try session.perform(action: "relay", words: [])
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)", "Waiter#1 (WaiterInteractor.relay)"])
        try session.settle()
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])

        for continuation in WaiterInteractor.hanging { continuation.resume() }
        WaiterInteractor.hanging.removeAll()
        try session.settle()
        #expect(session.tasks.isEmpty)
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a session task resumed from another thread is held: its job never runs off the main actor")
    func resumedFromAnotherThreadIsHeld() throws {
        WaiterInteractor.hanging.removeAll()
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "hang", words: [])
        try session.settle()
        let heldBefore = SessionTaskRegistry.heldCount
        let continuation = try #require(WaiterInteractor.hanging.first)
        WaiterInteractor.hanging.removeAll()

        let resumed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            continuation.resume()
            resumed.signal()
        }
        resumed.wait()

        #expect(SessionTaskRegistry.heldCount == heldBefore + 1)
        try session.settle()
        #expect(session.tasksWaitingOutside.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])
    }
}
