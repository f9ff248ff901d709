import Testing
import ViperRuntime  // not @testable: the tester must be usable from outside the runtime
import ViperRuntimeTesting

/// `SessionTester`: driving a session, settling as configured, and `finish()`
/// failing on leaks and on pending work unless allowed.
@MainActor
@Suite("SessionTester")
struct SessionTesterTests {
    @Test("opens by name, performs, reads the screen and state; a clean session finishes")
    func drivesAndFinishesClean() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("Note", parameters: ["text": "first"])
        try tester.perform("rename", "second")
        #expect(tester.topModuleName == "Note")
        #expect(tester.frameIDs == ["Note#1"])
        #expect(tester.state["text"] == "second")
        #expect(tester.screenText.contains("second"))
        try tester.finish()
    }

    @Test("opens by typed key, handing the module's input to configure")
    func opensByKey() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open(ModuleKey<any NoteModuleInput>("Note")) { $0.configure(with: "typed") }
        #expect(tester.state["text"] == "typed")
        try tester.finish()
    }

    @Test("waiting a negative duration is an error that says so; the clock does not move")
    func negativeWaitIsAnError() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("Note", parameters: ["text": "first"])
        let error = #expect(throws: SessionTester.NegativeDurationError.self) { try tester.wait(.milliseconds(-5)) }
        #expect(error?.duration == .milliseconds(-5))
        #expect(error?.description == "wait -5ms: a duration cannot be negative; the virtual clock only moves forward")
        #expect(tester.session.scheduler.now == .milliseconds(0))
        try tester.wait(.milliseconds(0))
        try tester.finish()
    }

    @Test("finish names the components a retain cycle keeps alive")
    func finishFailsOnLeakedComponents() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("LeakyNote")
        let error = #expect(throws: SessionTester.Problems.self) { try tester.finish() }
        #expect(error?.lines.count == 1)
        #expect(error?.description.hasPrefix("leaked after closing every module: LeakyNote left components alive: ") == true)
        #expect(error?.description.contains("LeakyNotePresenter x1") == true)
    }

    @Test("finish fails on pending work (a nap not yet run) unless allowed")
    func finishFailsOnPendingWork() throws {
        let tester = SessionTester(registry: try WaiterModule.registry(), settling: .none)
        try tester.open("Waiter")
        try tester.perform("nap")
        let error = #expect(throws: SessionTester.Problems.self) { try tester.finish() }
        #expect(error?.description.hasPrefix("work still pending at the end of the test: ") == true)
        #expect(error?.description.contains("task Waiter#1 (WaiterInteractor.nap)") == true)

        let allowing = SessionTester(registry: try WaiterModule.registry(), settling: .none)
        try allowing.open("Waiter")
        try allowing.perform("nap")
        try allowing.finish(allowPending: true)
    }

    @Test("settling: autosettle runs what is due within a second, untilIdle everything, none nothing")
    func settlingPolicies() throws {
        for (settling, naps) in [(SessionTester.Settling.none, "0"), (.autosettle, "1"), (.untilIdle, "1")] {
            let tester = SessionTester(registry: try WaiterModule.registry(), settling: settling)
            try tester.open("Waiter")
            try tester.perform("nap")
            #expect(tester.screenText.contains("Naps: \(naps)"), "\(settling)")
            try tester.finish(allowPending: settling == .none)
        }
    }
}
