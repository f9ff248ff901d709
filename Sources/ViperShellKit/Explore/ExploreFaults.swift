import ViperRuntime

/// The faults explore may inject into a session before a step: for each
/// declared endpoint, a one-call stub rule that fails, answers only after
/// the autosettle horizon, or never answers.
///
/// Each fault is the `stub` line that adds the rule
/// (`stub cars.fetchAll fails "injected fault" times 1`), run through the
/// interpreter like any line (a `stub` line settles after it, as under
/// `run`), so walks, journals and failing scripts replay it exactly. The
/// rules tell the `stub` lines explore wrote apart from others, and count
/// which a call used (a rule a call took is gone from the session).
@MainActor
final class ExploreFaults {
    /// The message an injected failure carries.
    nonisolated static let failureMessage = "injected fault"

    /// How long an injected delay holds the answer back: past the autosettle
    /// horizon, so the step that made the call returns before it answers.
    nonisolated static let delay = ShellSettings.defaultAutosettleHorizon + .milliseconds(500)

    /// Every rule explore may inject, endpoint by endpoint in declaration order.
    let rules: [StubRule]
    /// The `stub` line of each rule, in the same order.
    let lines: [String]
    private let rulesByLine: [String: StubRule]

    /// The faults of the endpoints `endpoints` declares (none when it declares none).
    init(endpoints: [String]) {
        rules = endpoints.flatMap { endpoint in
            [StubBehaviour.fails(Self.failureMessage), .delay(Self.delay), .hangs].map {
                StubRule(endpoint: endpoint, behaviour: $0, times: 1)
            }
        }
        lines = rules.map(Self.line(for:))
        rulesByLine = Dictionary(zip(lines, rules), uniquingKeysWith: { first, _ in first })
    }

    var isEmpty: Bool { rules.isEmpty }

    /// `fails "injected fault" | delay 1500ms | hangs`: the rules, as the report names them.
    nonisolated static var faultForms: String {
        [StubBehaviour.fails(failureMessage), .delay(delay), .hangs].map(\.description).joined(separator: " | ")
    }

    /// `stub <endpoint> <behaviour> times 1`: the command that adds `rule`.
    static func line(for rule: StubRule) -> String {
        "stub " + rule.description
    }

    /// The rule of a line explore wrote for a fault, or nil for any other line.
    func rule(for line: String) -> StubRule? {
        guard line.hasPrefix("stub ") else { return nil }
        return rulesByLine[line]
    }

    /// `fails`, `delay` or `hangs`: how the report counts a fault.
    static func kind(of rule: StubRule) -> String {
        rule.behaviour.word
    }
}
