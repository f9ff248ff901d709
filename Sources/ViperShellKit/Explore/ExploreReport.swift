/// One broken invariant and the shortest script explore found that shows it.
public struct ExploreFinding: Sendable, Equatable {
    public var kind: InvariantKind
    /// The module it concerns (the top module, or the one that leaked).
    public var module: String
    /// The step's command or action.
    public var action: String
    /// What was found, escaped.
    public var detail: String
    /// The `.vsh` text: fails under `viper-shell run` (run twice for `nondeterministic`).
    public var script: String
    /// Where the script was written, when there is an output folder.
    public var path: String?
    /// Steps in the walk up to the break, and steps kept by minimisation.
    public var originalSteps: Int
    public var minimalSteps: Int
    /// Whether explore saw the script fail when it ran it as `viper-shell run` would.
    public var failsUnderRun: Bool
    /// For `.invariant`: which of the team's invariants broke.
    package var invariant: TeamInvariant?
    /// The `schedule` lines the script keeps (orders its steps need).
    package var schedules = 0
    /// The exploration's steps taken when it broke (all walks so far).
    package var foundAfterSteps = 0
}

/// What an exploration reached and what it found.
public struct ExploreReport: Sendable {
    public var seed: UInt64 = 0
    public var steps = 0
    public var walks = 0
    /// The lines walks start from, in turn: `open` lines, then `route` lines.
    package var roots: [String] = []
    /// Modules seen on the stack, sorted.
    public var modulesOpened: [String] = []
    /// Registered modules no step ever opened, with why: the reason no walk
    /// could start from one, or `not reached` (`Name (reason)`), in registration order.
    public var modulesNotOpened: [String] = []
    /// Modules no walk could start from (only embedded, no parameter value
    /// that opens them) but that steps reached, with why they are no root.
    package var modulesNotRoots: [String] = []
    /// Distinct actions that succeeded, by module.
    public var actionsPerformed: [String: Set<String>] = [:]
    /// Distinct screens, by hash of their rendered text.
    public var distinctScreens = 0
    /// `From -> To (style)`, sorted.
    public var edges: [String] = []
    public var findings: [ExploreFinding] = []
    /// Whether faults were injected (off with `--no-faults`).
    public var faultsEnabled = true
    /// Endpoints the session declares, which faults are drawn from.
    public var endpointsDeclared = 0
    /// Faults injected, by endpoint, then by kind (`fails`, `delay`, `hangs`).
    public var faultsInjected: [String: [String: Int]] = [:]
    /// Faults a call used (the rest were never reached), by endpoint, then by kind.
    package var faultsHit: [String: [String: Int]] = [:]
    /// Faults injected before a walk's opening line, and before `back`.
    package var faultsBeforeRoot = 0
    package var faultsBeforeBack = 0
    /// The invariants the modules declare, by name, in declaration order.
    package var declaredInvariants: [String] = []
    /// The exploration's `expect always` lines.
    package var invariantLines = 0
    /// Whether orders and horizons were varied (off with `--no-schedules`).
    package var schedulesEnabled = true
    /// Steps run under random priorities; those where some choice differed
    /// from the scheduler's own order; the choices made in them.
    package var randomOrderSteps = 0
    package var reorderedSteps = 0
    package var orderChoices = 0
    /// Steps settled over the short horizon.
    package var shortHorizonSteps = 0

    /// The number of faults injected.
    public var faultCount: Int { faultsInjected.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// The number of faults a call used.
    package var faultHitCount: Int { faultsHit.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// Set for a usage error: nothing was explored.
    public var usageError: String?
    /// Why something could not be written into the output folder (the first
    /// failure; it was said once, as it happened): the crash journal was
    /// dropped, and scripts not written follow in the report.
    package var outputFailure: String?
    /// Set when an interrupt (Ctrl-C, SIGTERM, SIGHUP) stopped the exploration before `steps` were taken.
    package var interrupted = false

    /// 2 for a usage error or an output folder that could not be written, 1
    /// when an invariant broke or an interrupt stopped it, 0 otherwise.
    public var exitCode: Int32 {
        if usageError != nil || outputFailure != nil { return 2 }
        return findings.isEmpty && !interrupted ? 0 : 1
    }

    /// The report as printed: the same bytes for the same seed, options and modules.
    public var text: String {
        if let usageError { return "explore: \(usageError)\n" }
        var lines = ["explore: seed \(seed), \(steps) steps in \(walks) walks"]
        lines.append("walks start from (\(roots.count)): \(roots.map { displayed($0, limit: 200) }.joined(separator: ", "))")
        lines.append("modules opened (\(modulesOpened.count)): \(modulesOpened.joined(separator: ", "))")
        for reason in modulesNotRoots { lines.append("  not opened as a root: \(reason)") }
        if !modulesNotOpened.isEmpty {
            lines.append("modules not opened (\(modulesNotOpened.count)): \(modulesNotOpened.joined(separator: ", "))")
        }
        let performed = actionsPerformed.values.reduce(0) { $0 + $1.count }
        lines.append("actions performed (\(performed)):")
        for module in actionsPerformed.keys.sorted() {
            lines.append("  \(module): \(actionsPerformed[module]!.sorted().joined(separator: ", "))")
        }
        lines.append("distinct screens: \(distinctScreens)")
        lines.append("navigation edges (\(edges.count)):")
        lines += edges.map { "  " + $0 }
        if !faultsEnabled {
            lines.append("faults: off (--no-faults)")
        } else if endpointsDeclared == 0 {
            lines.append("faults injected (0): no endpoints declared")
        } else {
            lines.append("faults injected (\(faultCount)) from \(endpointsDeclared) endpoints, each for one call; hit (\(faultHitCount)): a call used it")
            lines.append("  as 'stub <endpoint> \(ExploreFaults.faultForms) times 1'")
            let other = faultCount - faultsBeforeRoot - faultsBeforeBack
            lines.append("  armed before an open or route \(faultsBeforeRoot), before back \(faultsBeforeBack), before other steps \(other)")
            for endpoint in faultsInjected.keys.sorted() {
                let kinds = faultsInjected[endpoint]!
                let hit = faultsHit[endpoint] ?? [:]
                lines.append("  \(endpoint): " + kinds.keys.sorted().map { "\($0) \(kinds[$0]!) (hit \(hit[$0] ?? 0))" }.joined(separator: ", "))
            }
        }
        if !schedulesEnabled {
            lines.append("schedules: off (--no-schedules)")
        } else {
            lines.append("schedules: \(randomOrderSteps) steps under random priorities, \(reorderedSteps) of them ran work in another order (\(orderChoices) choices); \(shortHorizonSteps) steps settled over \(ExploreSchedules.shortHorizon)")
        }
        let declared = declaredInvariants.isEmpty ? "" : ", \(declaredInvariants.count) declared by the modules"
        let written = invariantLines == 0 ? "" : ", \(invariantLines) 'expect always' line\(invariantLines == 1 ? "" : "s")"
        lines.append("invariants: the built-in ones\(declared)\(written)")
        lines.append("broken invariants: \(findings.count)")
        for finding in findings {
            let what = finding.invariant.map { "invariant \($0.description)" } ?? finding.kind.rawValue
            lines.append("  \(what) in \(finding.module), step '\(finding.action)': \(finding.detail)")
            let place = finding.path ?? (outputFailure == nil
                ? "script (no output folder, so it follows here)" : "script (not written to the output folder, so it follows here)")
            let check = finding.failsUnderRun ? "fails under run" : "WARNING: passes under run"
            let orders = finding.schedules == 0 ? "" : ", \(finding.schedules) schedule\(finding.schedules == 1 ? "" : "s")"
            lines.append("    \(place): \(finding.minimalSteps) of \(finding.originalSteps) steps\(orders), \(check), found after \(finding.foundAfterSteps) steps")
            if finding.path == nil {
                lines += finding.script.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "      " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
