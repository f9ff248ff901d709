/// The trace as a Mermaid 11 `sequenceDiagram`, for `trace export <file.mmd>`.
///
/// Participants are declared first, in order of first appearance, each with an
/// id valid in Mermaid and an alias naming its frame and layer
/// (`participant CarsList_1_View as CarsList#35;1 View`, shown as `CarsList#1 View`).
/// Calls (actions, hops, configuration, output deliveries) are arrows;
/// opens, embeds, closes, timers and state changes are notes over the module's
/// participant. Every message starts with its virtual time. All text goes
/// through `MermaidText.escaped`, so the same log always gives the same bytes.
public enum TraceMermaidFormat {
    /// The diagram text, ending with a newline.
    public static func text(of log: TraceLog) -> String {
        let participants = log.participants
        var ids: [TraceParticipant: String] = [:]
        var output = "sequenceDiagram\n"
        for participant in participants {
            let id = identifier(of: participant)
            ids[participant] = id
            output += "    participant \(id) as \(MermaidText.escaped(participant.description))\n"
        }
        if let notice = log.droppedNotice, let first = participants.first {
            output += "    Note over \(ids[first]!): \(MermaidText.escaped(notice))\n"
        }
        for event in log.events {
            let text = MermaidText.escaped("[\(event.time)ms] \(event.message)")
            let target = ids[event.target]!
            switch event.kind {
            case .action, .hop, .configure, .output:
                let source = event.source.map { ids[$0]! } ?? target
                output += "    \(source)->>\(target): \(text)\n"
            case .open, .embed, .close, .timer, .state, .task:
                output += "    Note over \(target): \(text)\n"
            }
        }
        return output
    }

    /// `Shell`, or `CarsList_1_View` for `CarsList#1 View`.
    static func identifier(of participant: TraceParticipant) -> String {
        switch participant {
        case .shell: return "Shell"
        case .untraced: return "Untraced"
        case .component(let frame, let role): return MermaidText.identifier("\(frame.module)_\(frame.number)_\(role.rawValue)")
        case .service(let endpoint): return MermaidText.identifier("service_\(endpoint)")
        }
    }
}
