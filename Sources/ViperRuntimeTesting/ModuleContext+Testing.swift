import ViperRuntime

extension ModuleContext {
    /// A context for assembling one module outside a session, as a unit test
    /// does: frame number 1 of `module`, the given handler (usually a
    /// `RecordingTransitionHandler`) and a virtual clock the test can advance.
    /// Its services are fresh and empty; a module that finds a service by type
    /// (`context.services.require(_:)`) needs `forTesting(module:transitionHandler:services:)`.
    public static func forTesting(
        module: String, transitionHandler: any TransitionHandler, scheduler: VirtualScheduler = VirtualScheduler()
    ) -> ModuleContext {
        ModuleContext(frameID: FrameID(module: module, number: 1), transitionHandler: transitionHandler, scheduler: scheduler)
    }

    /// A context for assembling one module outside a session with `services`:
    /// the ones a feature's registration filled (`services.provide(_:)`, its
    /// endpoints), on their scheduler and clock.
    public static func forTesting(
        module: String, transitionHandler: any TransitionHandler, services: SessionServices
    ) -> ModuleContext {
        ModuleContext(
            frameID: FrameID(module: module, number: 1), transitionHandler: transitionHandler,
            scheduler: services.scheduler, services: services)
    }
}
