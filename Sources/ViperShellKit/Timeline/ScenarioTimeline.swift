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

    public init(steps: [ScenarioStep] = [], failureSteps: [Int?] = [], finalDump: String = "") {
        self.steps = steps
        self.failureSteps = failureSteps
        self.finalDump = finalDump
    }

    /// The timeline as one JSON object, for the worker wire.
    var json: JSONValue {
        .object(JSONObject([
            "steps": .array(steps.map(\.json)),
            "failure_steps": .array(failureSteps.map { $0.map { .integer($0) } ?? .null }),
            "final_dump": .string(finalDump),
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
        self.init(steps: steps, failureSteps: failureSteps, finalDump: finalDump)
    }
}
