import ViperRuntime

/// A scenario's steps as they ran, with where each failure happened and the
/// state at the end: what `run --report` draws and what `run --repeat`
/// compares between runs.
public struct ScenarioTimeline: Sendable, Equatable {
    /// Every command line run, in order.
    public var steps: [ScenarioStep]
    /// For each of the scenario's failures, in order, the index in `steps` of
    /// the line it happened at; nil for a failure found after the last line
    /// (a leak, work still pending) or before the first.
    public var failureSteps: [Int?]
    /// The state dump when the script ended, before its modules closed.
    public var finalDump: String
    /// Each step's wall time, on a monotonic clock, in the order of `steps`
    /// (for the report only: `run --repeat` compares the steps, not these).
    package var stepDurations: [Duration]

    public init(steps: [ScenarioStep] = [], failureSteps: [Int?] = [], finalDump: String = "") {
        self.init(steps: steps, failureSteps: failureSteps, finalDump: finalDump, stepDurations: [])
    }

    package init(steps: [ScenarioStep] = [], failureSteps: [Int?] = [], finalDump: String = "", stepDurations: [Duration] = []) {
        self.steps = steps
        self.failureSteps = failureSteps
        self.finalDump = finalDump
        self.stepDurations = stepDurations
    }

    /// The timeline as one JSON object, for the worker wire.
    var json: JSONValue {
        .object(JSONObject([
            "steps": .array(steps.map(\.json)),
            "failure_steps": .array(failureSteps.map { $0.map { .integer($0) } ?? .null }),
            "final_dump": .string(finalDump),
            "step_durations_ns": .array(stepDurations.map { .integer(Self.nanoseconds($0)) }),
        ]))
    }

    /// The timeline `json` wrote, or nil when `value` is not one.
    init?(json value: JSONValue) {
        guard let object = value.objectValue,
              case .array(let stepValues)? = object["steps"],
              case .array(let failureValues)? = object["failure_steps"],
              let finalDump = object["final_dump"]?.stringValue
        else { return nil }
        let steps = stepValues.compactMap(ScenarioStep.init(json:))
        guard steps.count == stepValues.count else { return nil }
        var failureSteps: [Int?] = []
        for value in failureValues {
            if case .null = value {
                failureSteps.append(nil)
            } else if let index = value.integerValue, steps.indices.contains(index) {
                failureSteps.append(index)
            } else {
                return nil
            }
        }
        var stepDurations: [Duration] = []
        if case .array(let values)? = object["step_durations_ns"] {
            stepDurations = values.compactMap(\.integerValue).map { .nanoseconds($0) }
        }
        self.init(steps: steps, failureSteps: failureSteps, finalDump: finalDump, stepDurations: stepDurations)
    }

    /// `duration` in whole nanoseconds.
    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
    }
}
