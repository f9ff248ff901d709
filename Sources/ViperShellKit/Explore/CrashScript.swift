/// Shortens the steps a crash left in explore's journal (`crash-1.vsh`).
///
/// The journal is comment lines, the walk's `expect always` lines (if the
/// exploration has any), then its lines: the opening line (`open` or
/// `route`) and steps, each a command line followed by `expect error
/// "<message>"` when it failed; faults, horizons and orders (`stub`, `set`,
/// `schedule` lines) may come before the opening line too. Delta debugging
/// (`Minimizer`) drops steps (with their `expect error`) while the script
/// still crashes; the comments, `expect always` lines and the opening line
/// stay. Whether a candidate crashes is the caller's question (it runs it
/// under `run` in a child process: a crash ends the process that runs it).
public enum CrashScript {
    /// The shortest script found that still `crashes`, the steps kept and the steps there were.
    public static func minimized(journal text: String, crashes: (String) -> Bool) -> (script: String, kept: Int, total: Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The journal's file ends in newlines past its text (see `StepJournal`): blank lines, no steps.
        while lines.last == "" { lines.removeLast() }
        let header = lines.prefix { $0.hasPrefix("#") }
        let standing = lines.dropFirst(header.count).prefix { $0.hasPrefix("expect always ") }
        let body = Array(lines.dropFirst(header.count + standing.count))
        guard !body.isEmpty else { return (text, 0, 0) }
        let opening = body.firstIndex { $0.hasPrefix("open ") || $0.hasPrefix("route ") } ?? 0
        // Each step with its `expect error`, and whether it comes before the opening line.
        var steps: [(lines: [String], beforeOpening: Bool)] = []
        for (index, line) in body.enumerated() where index != opening {
            if line.hasPrefix("expect error "), !steps.isEmpty {
                steps[steps.count - 1].lines.append(line)
            } else {
                steps.append(([line], index < opening))
            }
        }
        let script = { (kept: [(lines: [String], beforeOpening: Bool)], note: [String]) -> String in
            let before = kept.filter(\.beforeOpening).flatMap(\.lines)
            let after = kept.filter { !$0.beforeOpening }.flatMap(\.lines)
            return (Array(header) + note + Array(standing) + before + [body[opening]] + after).joined(separator: "\n") + "\n"
        }
        let kept = Minimizer.minimize(steps) { crashes(script($0, [])) }
        let note = ["# minimised: \(kept.count) of \(steps.count) steps kept; the last one crashes under run"]
        return (script(kept, note), kept.count, steps.count)
    }
}
