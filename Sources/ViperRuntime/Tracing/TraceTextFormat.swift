/// The trace as text, one event a line, for `trace`:
///
/// ```
/// [    300ms] hop       CarsList#1 View → Presenter: didSelectRow(_:)
/// [    300ms] output    CarDetail#1 Presenter → CarsList#1 Presenter: didDeleteCar(_:)
/// [    300ms] close     CarDetail#1 View: CarDetail#1 closed
/// ```
///
/// Time is right-aligned milliseconds, the kind is padded to one width, and a
/// target in the source's own frame is written by its layer alone.
public enum TraceTextFormat {
    static let kindWidth = TraceEvent.Kind.allCases.map(\.rawValue.count).max()!

    /// Every event, each line ending with a newline; a first line says how many were dropped.
    public static func text(of log: TraceLog) -> String {
        var output = log.droppedNotice.map { $0 + "\n" } ?? ""
        for event in log.events {
            output += line(for: event)
            output += "\n"
        }
        return output
    }

    /// One event's line, without the newline.
    public static func line(for event: TraceEvent) -> String {
        let time = String(event.time)
        let kind = event.kind.rawValue
        var line = "[" + String(repeating: " ", count: max(0, 7 - time.count)) + time + "ms] "
        line += kind + String(repeating: " ", count: kindWidth - kind.count + 1)
        if let source = event.source {
            line += "\(source) → " + shortName(of: event.target, seenFrom: source)
        } else {
            line += event.target.description
        }
        return line + ": " + event.message
    }

    private static func shortName(of target: TraceParticipant, seenFrom source: TraceParticipant) -> String {
        if case .component(let frame, let role) = target, frame == source.frame { return role.rawValue }
        return target.description
    }
}
