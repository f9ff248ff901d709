/// The last traced call into a module component (`Traceable.trace()`) in the
/// code running now, kept whether or not a trace is recording. Cleared
/// whenever the session starts running other code (a context, a job), so it
/// only ever names a method that ran inside the code running now.
///
/// The runtime knows which frame's code it called (`TaskContext`), but not a
/// call that module code makes directly into another module (a ModuleOutput
/// call from CreateCar into CarsList runs inside CreateCar's action). When the
/// callee's method is traced, this names it: a task started there belongs to
/// the callee's frame, and its start site is that method
/// (`CarsListInteractor.obtainCars`). Main thread only; an identity, a type
/// and a method name, so it keeps nothing alive.
enum LastTracedCall {
    nonisolated(unsafe) static var object: ObjectIdentifier?
    nonisolated(unsafe) static var type: AnyObject.Type?
    nonisolated(unsafe) static var method: String = ""

    static func clear() {
        object = nil
        type = nil
    }

    /// The traced call as a start site, if one ran since the last clear.
    static var site: StartSite? {
        type.map { .traced($0, method: method) }
    }
}
