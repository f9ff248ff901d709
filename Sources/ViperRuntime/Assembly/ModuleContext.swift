/// What an assembly gets to build one module instance.
///
/// The transition handler is the frame the module will live in; a router keeps
/// it weakly. The scheduler is the session's virtual clock, for interactors
/// that simulate asynchronous services with callbacks and presenters that
/// debounce; `clock` is the same time as a Swift `Clock`, for module code
/// written with Swift concurrency (`try await clock.sleep(for: .milliseconds(300))`).
/// `services` are the session's services, found by type, and the endpoints
/// that service calls go through (see `SessionServices`).
@MainActor
public struct ModuleContext {
    public let frameID: FrameID
    public let transitionHandler: any TransitionHandler
    public let scheduler: VirtualScheduler
    /// The session's virtual time as a `Clock`: sleeps on it resume when a
    /// `wait`, `settle` or autosettle moves virtual time past their deadline.
    public var clock: VirtualClock { scheduler.clock }

    public let services: SessionServices

    /// A context in `frameID`; `services` default to fresh ones on `scheduler`.
    package init(
        frameID: FrameID, transitionHandler: any TransitionHandler, scheduler: VirtualScheduler, services: SessionServices? = nil
    ) {
        self.frameID = frameID
        self.transitionHandler = transitionHandler
        self.scheduler = scheduler
        self.services = services ?? SessionServices(scheduler: scheduler)
    }
}
