/// What an assembly gets to build one module instance.
///
/// The transition handler is the frame the module will live in; a router keeps
/// it weakly. The scheduler is the session's virtual clock, for interactors
/// that simulate asynchronous services and presenters that debounce.
@MainActor
public struct ModuleContext {
    public let frameID: FrameID
    public let transitionHandler: any TransitionHandler
    public let scheduler: VirtualScheduler

    public init(frameID: FrameID, transitionHandler: any TransitionHandler, scheduler: VirtualScheduler) {
        self.frameID = frameID
        self.transitionHandler = transitionHandler
        self.scheduler = scheduler
    }
}
