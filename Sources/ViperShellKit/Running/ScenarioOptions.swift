import ViperRuntime

/// How each scenario of a run goes: the part of `run`'s options that every
/// scenario sees, whether it runs here or in a worker process (a worker gets
/// this value whole, as JSON, see `ScenarioWorkerSetup`).
public struct ScenarioOptions: Sendable, Equatable {
    /// The width screens render at (`expect screen`, `screen`); snapshots always use 80.
    public var width: Int
    /// Write snapshots instead of comparing them (`--update-snapshots`).
    public var updatesSnapshots: Bool
    /// Go on after a failure inside a scenario (`--keep-going`).
    public var keepsGoing: Bool
    /// Keep the screen, dump and transcript at each scenario's first failure (`--artifacts`).
    public var keepsFailureArtifacts: Bool
    /// Record which modules open and which actions run (`--coverage`, `--coverage-json`).
    public var recordsCoverage: Bool
    /// The variables every scenario starts with (`--var name=value`).
    public var variables: [String: String]
    /// Record every step: line, time, screen, state changes, trace (`--report`, `--repeat`).
    public var recordsSteps: Bool
    /// Fail a scenario that ends with work pending (`--strict`; a script can also `set strict on`).
    public var strict: Bool

    /// The most bytes of what a scenario prints (`echo`, `screen`, `dump`)
    /// that its result keeps: 16 MiB; past it one line says the rest was not kept.
    package static let outputLimit = 16 << 20

    public init(
        width: Int = ScreenRenderer.defaultWidth, updatesSnapshots: Bool = false, keepsGoing: Bool = false,
        keepsFailureArtifacts: Bool = false, recordsCoverage: Bool = false, variables: [String: String] = [:],
        recordsSteps: Bool = false, strict: Bool = false
    ) {
        self.recordsSteps = recordsSteps
        self.strict = strict
        self.width = width
        self.updatesSnapshots = updatesSnapshots
        self.keepsGoing = keepsGoing
        self.keepsFailureArtifacts = keepsFailureArtifacts
        self.recordsCoverage = recordsCoverage
        self.variables = variables
    }

    /// The options as one JSON object.
    public var json: JSONValue {
        .object(JSONObject([
            "width": .integer(width),
            "updates_snapshots": .bool(updatesSnapshots),
            "keeps_going": .bool(keepsGoing),
            "keeps_failure_artifacts": .bool(keepsFailureArtifacts),
            "records_coverage": .bool(recordsCoverage),
            "records_steps": .bool(recordsSteps),
            "strict": .bool(strict),
            "variables": .object(JSONObject(variables.mapValues { .string($0) })),
        ]))
    }

    /// The options `json` wrote, or nil when `value` is not such an object
    /// (a member missing or of the wrong kind, a width out of range).
    public init?(json value: JSONValue) {
        guard let object = value.objectValue,
              let width = object["width"]?.integerValue, ShellSettings.widthRange.contains(width),
              case .bool(let updatesSnapshots)? = object["updates_snapshots"],
              case .bool(let keepsGoing)? = object["keeps_going"],
              case .bool(let keepsFailureArtifacts)? = object["keeps_failure_artifacts"],
              case .bool(let recordsCoverage)? = object["records_coverage"],
              case .bool(let recordsSteps)? = object["records_steps"],
              case .bool(let strict)? = object["strict"],
              let variableMembers = object["variables"]?.objectValue
        else { return nil }
        var variables: [String: String] = [:]
        for (name, value) in variableMembers {
            guard VariableExpansion.isValidName(name), let text = value.stringValue else { return nil }
            variables[name] = text
        }
        self.init(
            width: width, updatesSnapshots: updatesSnapshots, keepsGoing: keepsGoing,
            keepsFailureArtifacts: keepsFailureArtifacts, recordsCoverage: recordsCoverage, variables: variables,
            recordsSteps: recordsSteps, strict: strict)
    }
}
