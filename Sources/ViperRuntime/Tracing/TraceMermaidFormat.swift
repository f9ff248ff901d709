/// The trace as a Mermaid 11 `sequenceDiagram`, for `trace export <file.mmd>`.
///
/// Participants are declared first, in order of first appearance, each with an
/// id valid in Mermaid and an alias naming what it is: in the detailed form
/// each VIPER layer of each module instance is one participant
/// (`participant CarsList_1_View as CarsList#35;1 View`, shown as
/// `CarsList#1 View`); the compact form folds a module instance's layers into
/// one (`participant CarsList_1 as CarsList#35;1`), and an arrow between two
/// layers starts with them (`View → Presenter: didSelectRow(_:)`). The shell,
/// `Untraced` and each service endpoint are participants in both.
/// Calls (actions, hops, configuration, output deliveries) are arrows;
/// opens, embeds, closes, timers and state changes are notes over the module's
/// participant. Every message starts with its virtual time. All text goes
/// through `MermaidText.escaped`, so the same log always gives the same bytes.
public enum TraceMermaidFormat {
    /// Which participants the diagram draws.
    package enum Form: String, Sendable, CaseIterable {
        /// One participant per layer of each module instance (`CarsList#1 View`).
        case detailed
        /// One participant per module instance (`CarsList#1`), its layers folded into it.
        case compact
    }

    /// The diagram text, a participant per layer of each module, ending with a newline.
    public static func text(of log: TraceLog) -> String {
        text(of: log, form: .detailed)
    }

    /// The diagram text in `form`, ending with a newline.
    package static func text(of log: TraceLog, form: Form) -> String {
        var ids: [Lane: String] = [:]
        var taken: Set<String> = []
        var order: [Lane] = []
        for participant in log.participants {
            let lane = Lane(participant, form: form)
            guard ids[lane] == nil else { continue }
            // Two names that map to one id (`Café`, `Cafe_`) get `_2`, `_3`, ... after the first.
            var id = lane.identifier
            var suffix = 1
            while taken.contains(id) {
                suffix += 1
                id = lane.identifier + "_\(suffix)"
            }
            taken.insert(id)
            ids[lane] = id
            order.append(lane)
        }
        var output = "sequenceDiagram\n"
        for lane in order {
            output += "    participant \(ids[lane]!) as \(MermaidText.escaped(lane.description))\n"
        }
        if let notice = log.droppedNotice, let first = order.first {
            output += "    Note over \(ids[first]!): \(MermaidText.escaped(notice))\n"
        }
        for event in log.events {
            let target = ids[Lane(event.target, form: form)]!
            switch event.kind {
            case .action, .hop, .configure, .output:
                let source = event.source.map { ids[Lane($0, form: form)]! } ?? target
                let layers = form == .compact ? layerPrefix(from: event.source, to: event.target) : ""
                output += "    \(source)->>\(target): \(MermaidText.escaped("[\(event.time)ms] \(layers)\(event.message)"))\n"
            case .open, .embed, .close, .timer, .state, .task:
                output += "    Note over \(target): \(MermaidText.escaped("[\(event.time)ms] \(event.message)"))\n"
            }
        }
        return output
    }

    /// `View → Presenter: ` for an arrow between two layers, which the compact
    /// form no longer tells apart by participant; empty otherwise.
    private static func layerPrefix(from source: TraceParticipant?, to target: TraceParticipant) -> String {
        guard case .component(_, let from)? = source, case .component(_, let to) = target else { return "" }
        return "\(from.rawValue) → \(to.rawValue): "
    }

    /// One participant of the diagram: a traced participant as it is, or, in
    /// the compact form, a module instance standing for all its layers.
    private enum Lane: Hashable, CustomStringConvertible {
        case participant(TraceParticipant)
        case frame(FrameID)

        init(_ participant: TraceParticipant, form: Form) {
            if form == .compact, case .component(let frame, _) = participant {
                self = .frame(frame)
            } else {
                self = .participant(participant)
            }
        }

        /// `Shell`, `CarsList_1_View` for `CarsList#1 View`, `CarsList_1` for `CarsList#1`.
        var identifier: String {
            switch self {
            case .frame(let frame): return MermaidText.identifier("\(frame.module)_\(frame.number)")
            case .participant(.shell): return "Shell"
            case .participant(.untraced): return "Untraced"
            case .participant(.component(let frame, let role)):
                return MermaidText.identifier("\(frame.module)_\(frame.number)_\(role.rawValue)")
            case .participant(.service(let endpoint)): return MermaidText.identifier("service_\(endpoint)")
            }
        }

        /// What the diagram shows: `CarsList#1 View`, `CarsList#1`, `cars.fetchAll`.
        var description: String {
            switch self {
            case .frame(let frame): return frame.description
            case .participant(let participant): return participant.description
            }
        }
    }
}
