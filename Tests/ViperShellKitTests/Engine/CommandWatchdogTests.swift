import Dispatch
import Synchronization
import Testing
@testable import ViperShellEngine

/// The watchdog ends a command whose thread is blocked, names what it ran,
/// and leaves a command that computes alone. Each test blocks the test's own
/// thread on a semaphore only the watchdog's handler signals (a bounded wait
/// keeps a broken watchdog from hanging the suite), with bounds far shorter
/// than the shell's 10 s.
@Suite("a command that never returns")
struct CommandWatchdogTests {
    /// Long enough for the test never to pass by accident: the handler must signal first.
    private static let safety = DispatchTime.now() + .seconds(30)

    @Test("a command whose thread blocks is reported within the bound, at its line, with what the session ran")
    func blockedCommandIsReported() {
        let watchdog = CommandWatchdog(stallBound: .milliseconds(300), interruptBound: .seconds(60))
        let gate = DispatchSemaphore(value: 0)
        let reported = Mutex<CommandWatchdog.Stall?>(nil)
        watchdog.setOnStall { stall in
            reported.withLock { $0 = stall }
            gate.signal()
        }
        watchdog.begin("block", at: SourceLocation(file: "t.vsh", line: 3), activity: { "action block of Deadlock#1" })
        let waited = gate.wait(timeout: Self.safety)
        watchdog.end()
        #expect(waited == .success)
        let stall = reported.withLock { $0 }
        #expect(stall?.interrupted == false)
        #expect(stall?.message == "t.vsh:3: 'block' made no progress for 300 ms of real time: the thread that runs commands "
            + "used no CPU, blocked on something only it could do (a deadlock); it was running action block of Deadlock#1")
    }

    @Test("a command that computes for longer than the bound is left alone")
    func computingCommandIsNotReported() {
        let watchdog = CommandWatchdog(stallBound: .milliseconds(200), interruptBound: .seconds(60))
        let reported = Mutex(false)
        watchdog.setOnStall { _ in reported.withLock { $0 = true } }
        watchdog.begin("settle", at: nil, activity: { nil })
        let clock = ContinuousClock()
        let start = clock.now
        var sum = 0
        while clock.now - start < .milliseconds(800) { sum &+= Int.random(in: 0..<10) }
        watchdog.end()
        #expect(sum >= 0)
        #expect(reported.withLock { $0 } == false)
    }

    @Test("a command that does not stop after an interrupt is ended as interrupted")
    func deafCommandIsEndedAfterAnInterrupt() {
        let watchdog = CommandWatchdog(stallBound: .seconds(60), interruptBound: .milliseconds(300))
        let gate = DispatchSemaphore(value: 0)
        let reported = Mutex<CommandWatchdog.Stall?>(nil)
        watchdog.setInterruptPending { true }
        watchdog.setOnStall { stall in
            reported.withLock { $0 = stall }
            gate.signal()
        }
        watchdog.begin("wait 1s", at: nil, activity: { nil })
        let waited = gate.wait(timeout: Self.safety)
        watchdog.end()
        #expect(waited == .success)
        #expect(reported.withLock { $0 }?.interrupted == true)
        #expect(reported.withLock { $0 }?.message == "'wait 1s' did not stop within 300 ms of the interrupt")
    }

    @Test("between commands nothing is watched: a thread idle at the prompt is not blocked")
    func idleBetweenCommandsIsNotReported() {
        let watchdog = CommandWatchdog(stallBound: .milliseconds(200), interruptBound: .seconds(60))
        let reported = Mutex(false)
        watchdog.setOnStall { _ in reported.withLock { $0 = true } }
        watchdog.begin("screen", at: nil, activity: { nil })
        watchdog.end()
        // Idle, as at a prompt, for longer than the bound (a bounded wait nobody signals).
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(700))
        #expect(reported.withLock { $0 } == false)
    }
}
