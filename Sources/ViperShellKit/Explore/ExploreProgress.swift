/// Where an exploration is, for its progress line (`ProgressLine`): the step
/// running of how many, the walk, what it found so far, and what it is doing:
/// `explore: step 1234/200000 · walk 62 · 1 found · 0:42 · CarsList › CarDetail: delete`.
package struct ExploreProgress: Sendable, Equatable {
    /// The step running now, from 1.
    package var step: Int
    /// The steps asked for (`--steps`).
    package var total: Int
    /// The walk running now, from 1.
    package var walk: Int
    /// The broken invariants found so far.
    package var found: Int
    /// The stack and the line the step runs, or what explore does between steps
    /// (`shortening the script of stuck task in CarsList`).
    package var doing: String

    /// The line's text, with the time so far.
    package func text(elapsed: String) -> String {
        "explore: step \(step)/\(total) · walk \(walk) · \(found) found · \(elapsed) · \(doing)"
    }
}
