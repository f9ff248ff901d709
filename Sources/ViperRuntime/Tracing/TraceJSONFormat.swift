/// The trace as JSON data, for `trace export <file.json>`: the same events as
/// `trace` prints, with keys sorted by the runtime's JSON encoder.
///
/// `{"droppedCount": 0, "events": [{"frames": ["CarsList#1"], "kind": "hop",
/// "message": "didSelectRow(_:)", "source": {"frame": "CarsList#1", "layer": "View",
/// "name": "CarsList#1 View"}, "target": {…}, "time": 300}]}`; a shell
/// participant has `"frame": null` and `"layer": "Shell"` (code the trace does
/// not see: `"Untraced"`); an event without a
/// source has no `source` key.
public enum TraceJSONFormat {
    /// The log as a JSON value.
    public static func value(of log: TraceLog) -> JSONValue {
        .object([
            "droppedCount": .integer(log.droppedCount),
            "events": .array(log.events.map(value(of:))),
        ])
    }

    /// The log as pretty JSON text, ending with a newline.
    public static func text(of log: TraceLog) -> String {
        JSONTextEncoder().encode(value(of: log), terminator: "\n")
    }

    /// Members listed in sorted order: no dictionary per event (100,000 events in an export).
    static func value(of event: TraceEvent) -> JSONValue {
        var members: [JSONObject.Member] = [
            ("frames", .array(event.frames.map { .string($0.description) })),
            ("kind", .string(event.kind.rawValue)),
            ("message", .string(event.message)),
        ]
        if let source = event.source { members.append(("source", value(of: source))) }
        members += [("target", value(of: event.target)), ("time", .integer(Int(event.time)))]
        return .object(JSONObject(sortedMembers: members))
    }

    static func value(of participant: TraceParticipant) -> JSONValue {
        switch participant {
        case .shell:
            return ["name": "Shell", "frame": .null, "layer": "Shell"]
        case .untraced:
            return ["name": "Untraced", "frame": .null, "layer": "Untraced"]
        case .component(let frame, let role):
            return [
                "name": .string(participant.description), "frame": .string(frame.description), "layer": .string(role.rawValue),
            ]
        case .service(let endpoint):
            return ["name": .string(endpoint), "frame": .null, "layer": "Service"]
        }
    }
}
