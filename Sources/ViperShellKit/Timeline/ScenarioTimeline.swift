import ViperRuntime

/// A scenario's steps as they ran, with where each failure happened and the
/// state at the end: what `run --report` draws and what `run --repeat`
/// compares between runs.
///
/// What it keeps is bounded. A scenario keeps its first `stepLimit` steps
/// within `byteLimit` bytes of their text; the steps after are counted
/// (`omittedSteps`) and folded into a digest (`omittedDigest`), so the runs
/// of `--repeat` are still told apart. The final dump is kept up to
/// `finalDumpLimit` bytes, with the digest of all of it. A run keeps steps
/// for its report within `runByteLimit` together (see `droppingSteps()`);
/// `omission` says which budget left steps out, for the report to say so.
public struct ScenarioTimeline: Sendable, Equatable {
    /// Why some of a scenario's steps are not in `steps`.
    package enum Omission: String, Sendable, Equatable {
        /// The scenario passed `stepLimit` or `byteLimit`: the steps kept are its first.
        case scenarioBudget = "scenario"
        /// The run had used `runByteLimit` on earlier scenarios: none of this one's are kept.
        case runBudget = "run"
    }

    /// The most steps a scenario keeps.
    package static let stepLimit = 1_000
    /// The most bytes of text (commands, outputs, screens, state changes,
    /// trace events) a scenario's kept steps hold together: 4 MiB.
    package static let byteLimit = 4 << 20
    /// The most bytes of a final dump kept as text: 1 MiB (its digest covers all of it).
    package static let finalDumpLimit = 1 << 20
    /// The most bytes of steps a whole run keeps for its report: 128 MiB.
    package static let runByteLimit = 128 << 20

    /// The command lines run, in order, as far as the budget keeps them (the first ones).
    public var steps: [ScenarioStep]
    /// For each of the scenario's failures, in order, the index in `steps` of
    /// the line it happened at; nil for a failure found after the last line
    /// (a leak, work still pending) or before the first, or at a step not kept.
    public var failureSteps: [Int?]
    /// The state dump when the script ended, before its modules closed, cut
    /// to `finalDumpLimit` bytes (setting it is `setFinalDump(_:)`).
    public var finalDump: String {
        get { keptFinalDump }
        set { setFinalDump(newValue) }
    }
    private var keptFinalDump = ""
    /// The digest of the whole final dump.
    package private(set) var finalDumpDigest: TextDigest
    /// The steps that ran after those kept.
    package private(set) var omittedSteps = 0
    /// The digest of the steps that ran after those kept, in order.
    package private(set) var omittedDigest = TextDigest()
    /// Why steps were left out; nil when every step is kept.
    package private(set) var omission: Omission?
    /// The bytes of text the kept steps and the final dump hold (what it counts against `runByteLimit`).
    package private(set) var byteCount = 0
    /// Each kept step's wall time, on a monotonic clock, in the order of
    /// `steps` (for the report only: `run --repeat` compares the steps, not these).
    package var stepDurations: [Duration] = []

    public init(steps: [ScenarioStep] = [], failureSteps: [Int?] = [], finalDump: String = "") {
        self.steps = steps
        self.failureSteps = failureSteps
        finalDumpDigest = TextDigest()
        byteCount = steps.reduce(0) { $0 + $1.byteCount }
        setFinalDump(finalDump)
    }

    /// The bytes of text the kept steps hold (what they count against `byteLimit`).
    private var stepBytes: Int { byteCount - finalDump.utf8.count }

    /// Whether `step` still fits the scenario's budget (no step has been left out yet).
    package func hasRoom(for step: ScenarioStep) -> Bool {
        omission == nil && steps.count < Self.stepLimit && stepBytes + step.byteCount <= Self.byteLimit
    }

    /// Keeps `step` if it fits the budget, else counts it (see `omit`); returns whether it was kept.
    @discardableResult
    package mutating func record(_ step: ScenarioStep) -> Bool {
        guard hasRoom(for: step) else {
            omit(step)
            return false
        }
        steps.append(step)
        byteCount += step.byteCount
        return true
    }

    /// Counts `step` without keeping it, and folds it into `omittedDigest`.
    package mutating func omit(_ step: ScenarioStep) {
        omittedSteps += 1
        step.digest(into: &omittedDigest)
        if omission == nil { omission = .scenarioBudget }
    }

    /// Sets the final dump: its first `finalDumpLimit` bytes as text, and the digest of it all.
    package mutating func setFinalDump(_ dump: String) {
        byteCount -= finalDump.utf8.count
        var digest = TextDigest()
        digest.add(dump)
        finalDumpDigest = digest
        keptFinalDump = dump.utf8.count <= Self.finalDumpLimit
            ? dump : String(decoding: dump.utf8.prefix(Self.finalDumpLimit), as: UTF8.self)
        byteCount += keptFinalDump.utf8.count
    }

    /// The timeline without its steps and final dump, all counted as left out
    /// for the run's budget: what a report keeps once the run used `runByteLimit`.
    package func droppingSteps() -> ScenarioTimeline {
        var dropped = self
        dropped.omittedSteps += steps.count
        dropped.steps = []
        dropped.failureSteps = failureSteps.map { _ in nil }
        dropped.keptFinalDump = ""
        dropped.stepDurations = []
        dropped.byteCount = 0
        dropped.omission = .runBudget
        return dropped
    }

    /// What a report says of the steps it does not show, or nil when it shows them all.
    package var omissionNote: String? {
        switch omission {
        case nil: return nil
        case .scenarioBudget:
            return "\(omittedSteps) more step\(omittedSteps == 1 ? "" : "s") ran and \(omittedSteps == 1 ? "is" : "are") not shown: "
                + "a scenario keeps its first \(Self.stepLimit) steps and at most \(Self.byteLimit >> 20) MiB of their text."
        case .runBudget:
            return "\(omittedSteps) step\(omittedSteps == 1 ? "" : "s") ran and \(omittedSteps == 1 ? "is" : "are") not shown: "
                + "the report keeps at most \(Self.runByteLimit >> 20) MiB of steps for the whole run, and earlier scenarios used them."
        }
    }

    /// The timeline as one JSON object, for the worker wire.
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "steps": .array(steps.map(\.json)),
            "failure_steps": .array(failureSteps.map { $0.map { .integer($0) } ?? .null }),
            "final_dump": .string(finalDump),
            "final_dump_digest": .string(finalDumpDigest.hex),
            "step_durations_ns": .array(stepDurations.map { .integer(Self.nanoseconds($0)) }),
        ]
        if let omission {
            members["omitted_steps"] = .integer(omittedSteps)
            members["omitted_digest"] = .string(omittedDigest.hex)
            members["omission"] = .string(omission.rawValue)
        }
        return .object(JSONObject(members))
    }

    /// The timeline `json` wrote, or nil when `value` is not one.
    init?(json value: JSONValue) {
        guard let object = value.objectValue,
              case .array(let stepValues)? = object["steps"],
              case .array(let failureValues)? = object["failure_steps"],
              let finalDump = object["final_dump"]?.stringValue,
              let finalDumpDigest = object["final_dump_digest"]?.stringValue.flatMap(TextDigest.init(hex:))
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
        self.init(steps: steps, failureSteps: failureSteps)
        keptFinalDump = finalDump
        self.finalDumpDigest = finalDumpDigest
        if case .array(let values)? = object["step_durations_ns"] {
            stepDurations = values.compactMap(\.integerValue).map { .nanoseconds($0) }
        }
        byteCount += finalDump.utf8.count
        if let reason = object["omission"] {
            guard let omission = reason.stringValue.flatMap(Omission.init(rawValue:)),
                  let count = object["omitted_steps"]?.integerValue, count >= 0,
                  let digest = object["omitted_digest"]?.stringValue.flatMap(TextDigest.init(hex:))
            else { return nil }
            self.omission = omission
            omittedSteps = count
            omittedDigest = digest
        }
    }

    /// Two runs' timelines are the same when they ran the same steps to the
    /// same end; their wall times (`stepDurations`) are not compared.
    public static func == (left: ScenarioTimeline, right: ScenarioTimeline) -> Bool {
        left.steps == right.steps && left.failureSteps == right.failureSteps
            && left.keptFinalDump == right.keptFinalDump && left.finalDumpDigest == right.finalDumpDigest
            && left.omittedSteps == right.omittedSteps && left.omittedDigest == right.omittedDigest
            && left.omission == right.omission
    }

    /// `duration` in whole nanoseconds.
    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
    }
}
