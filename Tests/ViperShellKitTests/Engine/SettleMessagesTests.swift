import Testing
import ViperRuntime
@testable import ViperShellEngine

/// What `settle` says about work it cannot finish.
@MainActor
@Suite("settle's messages")
struct SettleMessagesTests {
    @Test("work due after the virtual clock's end is named: it never runs")
    func workPastTheClocksEnd() throws {
        let harness = try Harness()
        harness.run("open Books")
        harness.interpreter.session.scheduler.after(VirtualDuration(milliseconds: Int64.max)) {}
        harness.interpreter.session.scheduler.after(VirtualDuration(milliseconds: Int64.max - 1)) {}
        harness.run("settle")
        #expect(harness.output.text.hasSuffix(
            "settle: timer due at 9223372036854775806ms and 1 more due after the virtual clock's end (1000000000000000ms) never runs\n"),
            "\(harness.output.text)")
    }

    @Test("a long list of tasks waiting outside is folded: five named, the rest counted")
    func longListsAreFolded() {
        let tasks = (1...100_000).map {
            SessionTaskInfo(frame: nil, startSite: "site \($0)", waiting: .outside(.notResumed))
        }
        let line = TaskListing.waitingOutside(tasks) ?? ""
        #expect(line.hasPrefix("100000 tasks are waiting outside the virtual clock: (session) (site 1), suspended with nothing to resume it;"))
        #expect(line.hasSuffix("; and 99995 more ('tasks' lists them)"))
        #expect(line.utf8.count < 600)
    }
}
