/// A finished trace as the exports see it: the kept events and how many older ones were dropped.
public struct TraceLog: Sendable, Hashable {
    public var events: [TraceEvent]
    /// Events recorded before `events[0]` that the recorder's capacity did not keep.
    public var droppedCount: Int

    public init(events: [TraceEvent], droppedCount: Int = 0) {
        self.events = events
        self.droppedCount = droppedCount
    }

    /// `… 1234 earlier events were dropped`, or nil when nothing was.
    public var droppedNotice: String? {
        switch droppedCount {
        case 0: return nil
        case 1: return "… 1 earlier event was dropped"
        default: return "… \(droppedCount) earlier events were dropped"
        }
    }

    /// Participants in order of first appearance, the source of an event before its target.
    public var participants: [TraceParticipant] {
        var seen = Set<TraceParticipant>()
        var ordered: [TraceParticipant] = []
        for event in events {
            for participant in [event.source, event.target].compactMap({ $0 }) where seen.insert(participant).inserted {
                ordered.append(participant)
            }
        }
        return ordered
    }
}
