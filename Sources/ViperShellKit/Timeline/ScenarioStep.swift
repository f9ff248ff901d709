import ViperRuntime

/// One command line of a scenario as it ran, for the HTML report's timeline
/// and for `run --repeat`'s comparison: the line, the virtual time after it,
/// what it printed, the screen after it, what changed in the state, and the
/// trace events it caused.
///
/// Every member is plain text so the record crosses from a worker to its
/// leader whole (`ScenarioResultWire`) and compares byte for byte. A new kind
/// of per-step record (the service calls a step made, say) is one more member
/// here, one more key in `json`, and one more section in `HTMLReport.step`.
public struct ScenarioStep: Sendable, Equatable {
    /// Where the line is (a sourced file's lines carry that file).
    public var location: SourceLocation
    /// The line as written.
    public var command: String
    /// The virtual clock after the line, in milliseconds.
    public var time: Int64
    /// What the line printed (`echo`, `screen`, `dump`, errors), as the scenario's output shows it.
    public var output: String
    /// The top screen after the line, rendered without colour, or `(no module is open)`.
    public var screen: String
    /// What changed in the state since the step before, one line per
    /// change (see `StateChanges`); empty when nothing changed.
    public var stateChanges: [String]
    /// The trace events the line caused, one line each, as `trace` prints them.
    public var traceEvents: [String]

    public init(
        location: SourceLocation, command: String, time: Int64, output: String = "", screen: String = "",
        stateChanges: [String] = [], traceEvents: [String] = []
    ) {
        self.location = location
        self.command = command
        self.time = time
        self.output = output
        self.screen = screen
        self.stateChanges = stateChanges
        self.traceEvents = traceEvents
    }

    /// The bytes of its text: what it counts against `ScenarioTimeline.byteLimit`.
    package var byteCount: Int {
        location.file.utf8.count + command.utf8.count + output.utf8.count + screen.utf8.count
            + stateChanges.reduce(0) { $0 + $1.utf8.count } + traceEvents.reduce(0) { $0 + $1.utf8.count }
    }

    /// Mixes every member into `digest`, in a fixed order.
    func digest(into digest: inout TextDigest) {
        digest.add(location.file)
        digest.mix(UInt64(bitPattern: Int64(location.line)))
        digest.add(command)
        digest.mix(UInt64(bitPattern: time))
        digest.add(output)
        digest.add(screen)
        digest.mix(UInt64(stateChanges.count))
        stateChanges.forEach { digest.add($0) }
        digest.mix(UInt64(traceEvents.count))
        traceEvents.forEach { digest.add($0) }
    }

    /// The step as one JSON object, for the worker wire.
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "file": .string(location.file), "line": .integer(location.line), "command": .string(command),
            "time": .integer(Int(time)), "screen": .string(screen),
        ]
        if !output.isEmpty { members["output"] = .string(output) }
        if !stateChanges.isEmpty { members["state_changes"] = .array(stateChanges.map { .string($0) }) }
        if !traceEvents.isEmpty { members["trace"] = .array(traceEvents.map { .string($0) }) }
        return .object(JSONObject(members))
    }

    /// The step `json` wrote, or nil when `value` is not one.
    init?(json value: JSONValue) {
        guard let object = value.objectValue,
              let file = object["file"]?.stringValue, let line = object["line"]?.integerValue,
              let command = object["command"]?.stringValue, let time = object["time"]?.integerValue,
              let screen = object["screen"]?.stringValue,
              let stateChanges = Self.strings(object["state_changes"]),
              let traceEvents = Self.strings(object["trace"])
        else { return nil }
        let output = object["output"]?.stringValue ?? ""
        self.init(
            location: SourceLocation(file: file, line: line), command: command, time: Int64(time), output: output,
            screen: screen, stateChanges: stateChanges, traceEvents: traceEvents)
    }

    /// The strings of an optional array member: empty when absent, nil when not an array of strings.
    private static func strings(_ value: JSONValue?) -> [String]? {
        guard let value else { return [] }
        guard case .array(let elements) = value else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }
}
