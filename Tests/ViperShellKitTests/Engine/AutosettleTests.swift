import Testing
import ViperRuntime
@testable import ViperShellEngine

/// The autosettle horizon: after every command, work due within the
/// horizon of the command's start runs; later work waits for `wait` or `settle`.
@MainActor
@Suite("Autosettle horizon")
struct AutosettleTests {
    /// Schedules a 5 s "banner" on the session's scheduler, as a module's timer would.
    private func armBanner(_ harness: Harness) -> Flag {
        let fired = Flag()
        harness.interpreter.session.scheduler.schedule(after: .seconds(5)) { fired.isSet = true }
        return fired
    }

    final class Flag { var isSet = false }

    @Test("a 5 s timer is not run by autosettle, and the clock stops at the last work run")
    func bannerWaits() throws {
        let harness = try Harness()
        harness.run("open Books")
        let banner = armBanner(harness)
        harness.run("search emm\nexpect state query == emm")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(!banner.isSet)
        #expect(harness.interpreter.session.scheduler.now == .milliseconds(300))
    }

    @Test("wait reaches the 5 s timer that autosettle left pending")
    func waitRunsBanner() throws {
        let harness = try Harness()
        harness.run("open Books")
        let banner = armBanner(harness)
        harness.run("echo armed\nwait 5s")
        #expect(banner.isSet)
    }

    @Test("settle runs everything pending, however far away")
    func settleRunsAll() throws {
        let harness = try Harness()
        harness.run("open Books")
        let banner = armBanner(harness)
        harness.run("settle")
        #expect(banner.isSet)
        #expect(harness.interpreter.session.scheduler.now == .seconds(5))
    }

    @Test("set autosettle 5s widens the horizon to reach the 5 s timer")
    func widerHorizon() throws {
        let harness = try Harness()
        harness.run("open Books\nset autosettle 5s")
        let banner = armBanner(harness)
        harness.run("echo go")
        #expect(banner.isSet)
        #expect(harness.interpreter.settings.autosettle == .seconds(5))
    }

    @Test("set autosettle on is a 1 s horizon; off stops autosettle")
    func onAndOff() throws {
        let harness = try Harness()
        harness.run("set autosettle 5s\nset autosettle on")
        #expect(harness.interpreter.settings.autosettle == .seconds(1))
        harness.run("set autosettle off\nset")
        #expect(harness.interpreter.settings.autosettle == nil)
        #expect(harness.output.text.hasPrefix("autosettle off\n"))
    }

    @Test("set autosettle with a word that is neither on, off nor a duration is an error naming it")
    func badValue() throws {
        let harness = try Harness()
        harness.run("set autosettle soon")
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:1: set autosettle: expected on, off or a duration like 1s or 500ms, got 'soon'",
        ])
    }
}
