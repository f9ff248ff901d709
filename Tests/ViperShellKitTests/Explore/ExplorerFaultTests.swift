import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Explore with faults: injected from declared endpoints, wait steps, examples, embed-only modules")
struct ExplorerFaultTests {
    private func explore(
        _ configuration: ShellConfiguration = InboxFixture.configuration(), seed: UInt64 = 4, steps: Int = 400,
        modules: [String] = [], faults: Bool = true, folder: String? = nil
    ) -> ExploreReport {
        let options = ExploreOptions(steps: steps, depth: 12, seed: seed, modules: modules, outputDirectory: folder, faults: faults)
        return Explorer(configuration: configuration, options: options).run()
    }

    /// Explores 300 steps with an output folder, keeping every crash journal
    /// the fixture saw written (joined); the caller removes the folder.
    private func exploreKeepingJournals() throws -> (report: ExploreReport, journals: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        defer {
            InboxFixture.journalPath = ""
            InboxFixture.journalSnapshots = []
        }
        InboxFixture.journalPath = folder.path + "/crash-journal.vsh"
        InboxFixture.journalSnapshots = []
        let report = explore(steps: 300, folder: folder.path)
        return (report, InboxFixture.journalSnapshots.joined(separator: "\n"), folder)
    }

    @Test("faults of every kind are injected on both endpoints and printed; every invariant still holds")
    func faultsInjectedAndPrinted() {
        let report = explore()
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(report.endpointsDeclared == 3)
        #expect(Set(report.faultsInjected.keys) == ["inbox.fetch", "inbox.login", "inbox.lookUp"], "\(report.text)")
        #expect(report.faultsInjected.values.allSatisfy { Set($0.keys) == ["delay", "fails", "hangs"] }, "\(report.text)")
        #expect(report.faultCount > 20)
        let fetch = report.faultsInjected["inbox.fetch"]!
        let hit = report.faultsHit["inbox.fetch"] ?? [:]
        let other = report.faultCount - report.faultsBeforeRoot - report.faultsBeforeBack
        #expect(report.text.contains(
            "faults injected (\(report.faultCount)) from 3 endpoints, each for one call; hit (\(report.faultHitCount)): a call used it\n"
                + "  as 'stub <endpoint> fails \"injected fault\" | delay 1500ms | hangs times 1'\n"
                + "  armed before an open or route \(report.faultsBeforeRoot), before back \(report.faultsBeforeBack), before other steps \(other)\n"
                + "  inbox.fetch: delay \(fetch["delay"]!) (hit \(hit["delay"] ?? 0)), fails \(fetch["fails"]!) (hit \(hit["fails"] ?? 0)), hangs \(fetch["hangs"]!) (hit \(hit["hangs"] ?? 0))\n"),
            "\(report.text)")
        #expect(report.faultsBeforeRoot > 0, "faults are armed before the walks' first lines")
        #expect(report.faultHitCount > 0 && report.faultHitCount < report.faultCount, "\(report.text)")
        #expect(report.text.hasSuffix("broken invariants: 0\n"))
    }

    @Test("a task held by an injected hang is not stuck; a task in a call that waits on the real clock is")
    func injectedHangIsNotStuck() throws {
        let configuration = InboxFixture.configuration(stuckLookUp: true)
        let faults = ExploreFaults(endpoints: ["inbox.fetch", "inbox.login", "inbox.lookUp"])
        let driver = try ExploreDriver(configuration: configuration)
        #expect(driver.run("open Inbox").violations.isEmpty)
        let hang = "stub inbox.lookUp hangs times 1"
        #expect(faults.lines.contains(hang))
        #expect(driver.run(hang).failure == nil)
        let held = driver.run("lookup")
        #expect(held.violations.isEmpty, "\(held.violations)")
        #expect(driver.session.tasks.map(\.waiting) == [.service("inbox.lookUp")])
        #expect(driver.session.services.endpoints.rules.isEmpty, "the one-call rule was used")
        let stuck = driver.run("lookup")
        #expect(stuck.violations.map(\.kind) == [.stuckTask], "\(stuck.violations)")
        #expect(stuck.violations.first?.detail.hasPrefix("waiting outside the virtual clock: ") == true)
        _ = driver.closeAll()
    }

    @Test("--no-faults injects nothing and says so")
    func noFaults() {
        let report = explore(faults: false)
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(report.faultCount == 0)
        #expect(report.text.contains("\nfaults: off (--no-faults)\n"))
        #expect(!report.text.contains("faults injected"))
    }

    @Test("a shell with no endpoints gets no faults, and says why")
    func noEndpoints() {
        let report = Explorer(configuration: PlantedFaults.configuration(.none), options: ExploreOptions(steps: 100, depth: 10)).run()
        #expect(report.faultCount == 0)
        #expect(report.text.contains("\nfaults injected (0): no endpoints declared\n"))
    }

    @Test("the same seed gives the same report with faults, byte for byte; another seed injects otherwise")
    func reproducibleWithFaults() {
        let first = explore(seed: 21)
        #expect(first.faultCount > 0)
        #expect(first.text == explore(seed: 21).text)
        #expect(first.text != explore(seed: 22).text)
    }

    @Test("faults are in the crash journal as stub lines before the step that follows them")
    func faultsInJournal() throws {
        let (report, journals, folder) = try exploreKeepingJournals()
        defer { folder.remove() }
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(journals.contains("\nstub inbox.fetch fails \"injected fault\" times 1\n"))
        #expect(journals.contains("\nstub inbox.login delay 1500ms times 1\n"))
        #expect(journals.contains("\nstub inbox.fetch hangs times 1\n"))
        #expect(journals.contains("\nwait "))
        // Before the opening line too, so that the load a module makes as it opens can fail.
        #expect(journals.contains("written before each ran\nstub inbox."), "\(journals)")
        #expect(!folder.exists("crash-journal.vsh"))
    }

    @Test("a bug only a failed call shows is found with faults, with the stub line in its script; not without")
    func faultOnlyBugIsFound() throws {
        let configuration = InboxFixture.configuration(describedFailure: true)
        let report = explore(configuration)
        #expect(report.exitCode == 1, "\(report.text)")
        let finding = try #require(report.findings.first, "\(report.text)")
        #expect(finding.kind == .internalError)
        #expect(finding.action == "reload")
        #expect(finding.detail == "InboxServiceError(message: \"injected fault\")", "\(finding.detail)")
        #expect(finding.script.contains("\nstub inbox.fetch fails \"injected fault\" times 1\n"), "\(finding.script)")
        // Minimised: the open, the fault, a step that makes the call (or the open's own call), the failing reload.
        #expect(finding.minimalSteps <= 3, "\(finding.script)")
        #expect(explore(configuration, faults: false).exitCode == 0)
    }

    @Test("wait is one of the steps, by each of its durations, and moves virtual time")
    func waitSteps() throws {
        let (report, journals, folder) = try exploreKeepingJournals()
        defer { folder.remove() }
        #expect(report.exitCode == 0, "\(report.text)")
        for duration in ["300ms", "2s", "11s"] { #expect(journals.contains("\nwait \(duration)\n"), "wait \(duration)") }
        let driver = try ExploreDriver(configuration: InboxFixture.configuration())
        #expect(driver.run("wait 11s").failure == nil)
        #expect(driver.session.scheduler.now == .seconds(11))
        #expect(driver.closeAll().isEmpty)
    }

    @Test("examples declared on login let explore sign in and compose; without them it never does")
    func examplesUsed() {
        let report = explore()
        #expect(report.actionsPerformed["Inbox"]?.contains("compose") == true, "\(report.text)")
        let withoutExamples = explore(InboxFixture.configuration(examples: false))
        #expect(withoutExamples.actionsPerformed["Inbox"]?.contains("login") == true)
        #expect(withoutExamples.actionsPerformed["Inbox"]?.contains("compose") != true, "\(withoutExamples.text)")
    }

    @Test("an embed-only module is never opened as a root; naming it is a usage error")
    func embedOnlyNeverARoot() {
        let report = explore(steps: 100)
        #expect(!report.modulesOpened.contains("Badge"), "\(report.text)")
        #expect(report.modulesNotOpened == ["Badge (only embedded, never a root)"])
        #expect(report.text.contains("\nmodules not opened (1): Badge (only embedded, never a root)\n"), "\(report.text)")
        let named = explore(steps: 100, modules: ["Badge"])
        #expect(named.exitCode == 2)
        #expect(named.text == "explore: Badge is only embedded in another module, never opened as a root; explore its container\n")
    }
}
