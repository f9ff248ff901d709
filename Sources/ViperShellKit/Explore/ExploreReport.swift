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
}

/// What an exploration reached and what it found.
public struct ExploreReport: Sendable {
    public var seed: UInt64 = 0
    public var steps = 0
    public var walks = 0
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

    /// The number of faults injected.
    public var faultCount: Int { faultsInjected.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// Set for a usage error: nothing was explored.
    public var usageError: String?

    /// 2 for a usage error, 1 when an invariant broke, 0 otherwise.
    public var exitCode: Int32 {
        if usageError != nil { return 2 }
        return findings.isEmpty ? 0 : 1
    }

    /// The report as printed: the same bytes for the same seed, options and modules.
    public var text: String {
        if let usageError { return "explore: \(usageError)\n" }
        var lines = ["explore: seed \(seed), \(steps) steps in \(walks) walks"]
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
            let place = finding.path ?? "script (no output folder, so it follows here)"
            let check = finding.failsUnderRun ? "fails under run" : "WARNING: passes under run"
            lines.append("    \(place): \(finding.minimalSteps) of \(finding.originalSteps) steps, \(check)")
            if finding.path == nil {
                lines += finding.script.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "      " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
