import ViperRuntime

/// How explore varies the order and the timing of the work in its steps, so
/// that races between a module's tasks, its timers, its services' answers
/// and the user's next action show up (`--no-schedules` turns it off).
///
/// **Order.** The scheduler asks a `ReadyWorkOrder` only when two or more
/// pieces of work are ready at the same virtual time. Explore's strategy is
/// PCT's (probabilistic concurrency testing: every piece of work has a
/// priority, the ready one with the highest priority runs, and priorities
/// change at chosen points), with the change points at the steps: before a
/// step, one time in `randomOrderOdds`, explore writes `schedule random <n>`
/// with a fresh number drawn from the seed, and during that step every piece
/// of work ranks by a hash of its name and `n`; other steps run in the
/// scheduler's own order. So each step tries one of at most k! orders of the
/// k names that compete in it, and any order of a step's work has a chance
/// of at least 1/(2·k!) at every step that reaches it. Once the step ran,
/// the line is replaced by the names that took part in a choice, best first
/// (`schedule "A" "B"`), or removed when no choice differed from the
/// scheduler's own order: the walk replays the same choices either way.
///
/// **Timing.** Before a step, explore may change the horizon the steps
/// settle over: from the full autosettle horizon to `shortHorizon` one time
/// in `shortenOdds` (`set autosettle 0ms`), back one time in `restoreOdds`
/// (`set autosettle on`). So a third of the steps settle over 0ms, in runs
/// of two on average, and the step after one lands before the answers and
/// timers still due: a user who taps again, or goes back, before the
/// service answered.
enum ExploreSchedules {
    /// One step in this many runs under random priorities.
    static let randomOrderOdds = 2
    /// At the full horizon, one step in this many shortens it.
    static let shortenOdds = 4
    /// At the short horizon, one step in this many restores the full one.
    static let restoreOdds = 2
    /// The horizon of a short step: what is ready now runs, nothing due later.
    static let shortHorizon = VirtualDuration.zero
}
