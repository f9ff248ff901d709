/// Chooses which piece of work runs next when several are ready at the same
/// virtual time: jobs of the session's tasks, and timers and clock sleepers
/// due now. Without one (`VirtualScheduler.workOrder` nil, the default) the
/// scheduler runs its single order: jobs oldest first, then timers by
/// deadline and arming order.
///
/// The scheduler asks only when two or more are ready, naming each: a job by
/// its task (`Catalog#1 (CatalogInteractor.obtainProducts)`, or `(no task)`
/// for an actor's own job), a sleeper by the task that sleeps, a timer as
/// `timer ` and the code that armed it. The names come in the scheduler's own
/// order (waiting jobs oldest first, then the timers due), so answering 0
/// every time gives the same run as no order at all. The shell's `schedule`
/// command and explore's schedules are the implementations.
@MainActor
package protocol ReadyWorkOrder: AnyObject {
    /// The index, in `names` (two or more), of the work to run next.
    func next(among names: [String]) -> Int
}
