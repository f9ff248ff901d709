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
        #expect(session.tasks.map(\.waiting) == [.running])

        try session.wait(.milliseconds(150))
        #expect(session.tasks.map(\.waiting) == [.clock(until: 300)])
        try session.wait(.milliseconds(149))
        #expect(session.tasks.count == 1)
        try session.wait(.milliseconds(1))

        #expect(session.tasks.isEmpty)
        #expect(!session.hasTasks)
    }

    @Test("a task a timer starts is the session's: listed with its module while it (through its children) sleeps; it outlives its module")
    func taskStartedByATimer() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "later", words: [])
        #expect(session.tasks.isEmpty)
        try session.wait(.milliseconds(60))
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.nap)"])
        #expect(session.tasks.map(\.waiting) == [.clock(until: 150)])  // its async let children sleep until 150 ms
        session.closeAll()
        #expect(session.tasks.map(\.outlivedModule) == [true])
        #expect(session.tracker.leaks().isEmpty)  // it holds the interactor weakly
        session.cancelRemainingTasks()
        #expect(session.tasks.isEmpty)
    }

    @Test("closing a module does not cancel its task, as in the app: it lives on, marked, and ends at its time")
    func closingKeepsTheTask() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "nap", words: [])
        try session.wait(.milliseconds(10))
        session.closeAll()
        #expect(session.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.nap)"])
        #expect(session.tasks.map(\.outlivedModule) == [true])
        #expect(session.tracker.leaks().isEmpty)
        try session.settle()
        #expect(session.tasks.isEmpty)
    }

    @Test("with cancel-on-close, closing the module cancels its task, which then ends")
    func closingCancelsWhenAsked() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        session.cancelsTasksOnClose = true
        try session.open("Waiter")
        try session.perform(action: "nap", words: [])
        try session.wait(.milliseconds(10))
        session.closeAll()
        #expect(session.tasks.isEmpty)
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("a task waiting on a continuation nothing resumes is outside once settling is idle; outliving its module is no leak by itself")
    func hangingTaskIsOutsideAndOutlivesItsModule() throws {
        WaiterInteractor.hanging.removeAll()
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "hang", words: [])
        try session.settle()
        #expect(session.tasksWaitingOutside.map(\.label) == ["Waiter#1 (WaiterInteractor.hang)"])
        #expect(session.tasksWaitingOutside.map(\.waiting) == [.outside(.notResumed)])

        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
        #expect(session.tasksWaitingOutside.map(\.outlivedModule) == [true])

        // Resumed by session code, it ends at the session's next command.
        for continuation in WaiterInteractor.hanging { continuation.resume() }
        WaiterInteractor.hanging.removeAll()
        try session.settle()
        #expect(session.tasks.isEmpty)
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

    @Test("a session task resumed from another thread is held, never run there, and admitted at the session's next idle point")
    func resumedFromAnotherThreadIsHeldThenAdmitted() throws {
        WaiterInteractor.hanging.removeAll()
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "hang", words: [])
        try session.settle()
        let record = try #require(session.scheduler.jobs.tasks.all.first)
        let continuation = try #require(WaiterInteractor.hanging.first)
        WaiterInteractor.hanging.removeAll()

        let resumed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            continuation.resume()
            resumed.signal()
        }
        resumed.wait()

        #expect(session.scheduler.jobs.holdsOutsideJob(of: record))
        #expect(session.tasks.map(\.waiting) == [.running])
        try session.settle()
        #expect(session.tasks.isEmpty)
        #expect(session.lateOutsideArrivals == ["Waiter#1 (WaiterInteractor.hang)"])
    }

    @Test("a task reading a session stream is listening, not stuck, and hears what the session feeds it")
    func streamListenerIsListening() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "listen", words: [])
        try session.settle()
        #expect(session.tasks.map(\.waiting) == [.listening("waiter.feed")])
        #expect(session.tasksWaitingOutside.isEmpty)
        WaiterInteractor.feed?.yield(7)
        try session.settle()
        #expect(session.tasks.map(\.waiting) == [.listening("waiter.feed")])
        WaiterInteractor.feed?.finish()
        try session.settle()
        #expect(session.tasks.isEmpty)
    }

    @Test("a task started inside withSessionLivedTasks outlives its module as session-lived, and is not pending work")
    func sessionLivedTaskIsNotPending() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "expiry", words: [])
        try session.perform(action: "nap", words: [])
        session.closeAll()
        #expect(session.tasks.map(\.sessionLived) == [true, false])
        #expect(session.tasks.map(\.outlivedModule) == [true, true])
        #expect(session.pendingWork.items.filter { if case .task = $0 { return true } else { return false } }.count == 1)
        session.cancelRemainingTasks()
        #expect(session.tasks.isEmpty)
    }

    @Test("tasks session-lived <site> declares the live and later tasks started there")
    func declaredSessionLived() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "nap", words: [])
        #expect(session.declareSessionLived(site: "WaiterInteractor.nap") == 1)
        try session.perform(action: "nap", words: [])
        #expect(session.tasks.map(\.sessionLived) == [true, true])
        try session.settle()
    }

    @Test("a 100,000-child task group is finite work: settle runs it to its end")
    func bigTaskGroupSettles() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        try session.open("Waiter")
        try session.perform(action: "crowd", words: [])
        try session.settle()
        #expect(session.tasks.isEmpty)
    }

    @Test("runaway work names the task that kept running: a Task.yield loop, a clock-sleep loop")
    func runawayWorkNamesItsTask() throws {
        let session = ViperSession(registry: try WaiterModule.registry())
        session.scheduler.runawayLimit = 20_000
        try session.open("Waiter")
        try session.perform(action: "spin", words: [])
        #expect { try session.settle() } throws: { error in
            "\(error)".contains("task Waiter#1 (WaiterInteractor.spin) ran") && "\(error)".contains("without waiting")
        }
        session.cancelRemainingTasks()

        let second = ViperSession(registry: try WaiterModule.registry())
        second.scheduler.runawayLimit = 20_000
        try second.open("Waiter")
        try second.perform(action: "tick", words: [])
        #expect { try second.settle() } throws: { error in
            "\(error)".contains("task Waiter#1 (WaiterInteractor.tick) slept on the clock")
        }
    }
}
