/// One broken invariant and the shortest script explore found that shows it.
package struct ExploreFinding: Sendable, Equatable {
    package var kind: InvariantKind
    /// The module it concerns (the top module, or the one that leaked).
    package var module: String
    /// The step's command or action.
    package var action: String
    /// What was found, escaped.
    package var detail: String
    /// The `.vsh` text: fails under `viper-shell run` (run twice for `nondeterministic`).
    package var script: String
    /// Where the script was written, when there is an output folder.
    package var path: String?
    /// Steps in the walk up to the break, and steps kept by minimisation.
    package var originalSteps: Int
    package var minimalSteps: Int
    /// Whether explore saw the script fail when it ran it as `viper-shell run` would.
    package var failsUnderRun: Bool
}

/// What an exploration reached and what it found.
public struct ExploreReport: Sendable {
    package var seed: UInt64 = 0
    package var steps = 0
    package var walks = 0
    /// Modules seen on the stack, sorted.
    package var modulesOpened: [String] = []
    /// Modules that could not be opened as a root, with the reason.
    package var modulesNotOpened: [String] = []
    /// Distinct actions that succeeded, by module.
    package var actionsPerformed: [String: Set<String>] = [:]
    /// Distinct screens, by hash of their rendered text.
    package var distinctScreens = 0
    /// `From -> To (style)`, sorted.
    package var edges: [String] = []
    package var findings: [ExploreFinding] = []
    /// Whether faults were injected (off with `--no-faults`).
    package var faultsEnabled = true
    /// Endpoints the session declares, which faults are drawn from.
    package var endpointsDeclared = 0
    /// Faults injected, by endpoint, then by kind (`fails`, `delay`, `hangs`).
    package var faultsInjected: [String: [String: Int]] = [:]

    /// The number of faults injected.
    package var faultCount: Int { faultsInjected.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// Set for a usage error: nothing was explored.
    package var usageError: String?
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
        lines.append("modules opened (\(modulesOpened.count)): \(modulesOpened.joined(separator: ", "))")
        for reason in modulesNotOpened { lines.append("  not opened: \(reason)") }
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
            lines.append("faults injected (\(faultCount)) from \(endpointsDeclared) endpoints, each for one call:")
            lines.append("  as 'stub <endpoint> \(ExploreFaults.faultForms) times 1'")
            for endpoint in faultsInjected.keys.sorted() {
                let kinds = faultsInjected[endpoint]!
                lines.append("  \(endpoint): " + kinds.keys.sorted().map { "\($0) \(kinds[$0]!)" }.joined(separator: ", "))
            }
        }
        lines.append("broken invariants: \(findings.count)")
        for finding in findings {
            lines.append("  \(finding.kind.rawValue) in \(finding.module), step '\(finding.action)': \(finding.detail)")
            let place = finding.path ?? (outputFailure == nil
                ? "script (no output folder, so it follows here)" : "script (not written to the output folder, so it follows here)")
            let check = finding.failsUnderRun ? "fails under run" : "WARNING: passes under run"
            lines.append("    \(place): \(finding.minimalSteps) of \(finding.originalSteps) steps, \(check)")
            if finding.path == nil {
                lines += finding.script.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "      " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
