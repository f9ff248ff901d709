/// Shortens the steps a crash left in explore's journal (`crash-1.vsh`).
///
/// The journal is comment lines, the `open` line, then steps, each a
/// command line followed by `expect error "<message>"` when it failed. Delta
/// debugging (`Minimizer`) drops steps (with their `expect error`) while the
/// script still crashes; whether a candidate crashes is the caller's
/// question (it runs it under `run` in a child process: a crash ends the
/// process that runs it).
public enum CrashScript {
    /// The shortest script found that still `crashes`, the steps kept and the steps there were.
    public static func minimized(journal text: String, crashes: (String) -> Bool) -> (script: String, kept: Int, total: Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The journal's file ends in newlines past its text (see `StepJournal`): blank lines, no steps.
        while lines.last == "" { lines.removeLast() }
        let header = lines.prefix { $0.hasPrefix("#") }
        let body = lines.dropFirst(header.count)
        guard let openLine = body.first else { return (text, 0, 0) }
        var steps: [[String]] = []
        for line in body.dropFirst() {
            if line.hasPrefix("expect error "), !steps.isEmpty {
                steps[steps.count - 1].append(line)
            } else {
                steps.append([line])
            }
        }
        let script = { (kept: [[String]], note: [String]) -> String in
            (Array(header) + note + [openLine] + kept.flatMap { $0 }).joined(separator: "\n") + "\n"
        }
        let kept = Minimizer.minimize(steps) { crashes(script($0, [])) }
        let note = ["# minimised: \(kept.count) of \(steps.count) steps kept; the last one crashes under run"]
        return (script(kept, note), kept.count, steps.count)
    }
}
