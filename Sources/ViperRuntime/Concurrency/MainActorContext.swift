import Dispatch

/// Whether the calling code runs where the main actor's jobs run.
///
/// Not a thread: once a process calls `dispatchMain()` (as `swift test` and
/// every async `main` do), libdispatch runs the main queue on whichever of its
/// worker threads is free, one job at a time, so main-actor code moves between
/// threads. libdispatch knows which queue is current, on those threads and on
/// the first thread of a synchronous program alike: a key set on the main
/// queue once (`prepare()`) is visible exactly there.
enum MainActorContext {
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue; called once, before any check.
    static func prepare() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    static func isCurrent() -> Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
