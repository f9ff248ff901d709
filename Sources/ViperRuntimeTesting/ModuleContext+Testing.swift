import ViperRuntime

extension ModuleContext {
    /// A context for assembling one module outside a session, as a unit test
    /// does: frame number 1 of `module`, the given handler (usually a
    /// `RecordingTransitionHandler`) and a virtual clock the test can advance.
    public static func forTesting(
        module: String, transitionHandler: any TransitionHandler, scheduler: VirtualScheduler = VirtualScheduler()
    ) -> ModuleContext {
        ModuleContext(frameID: FrameID(module: module, number: 1), transitionHandler: transitionHandler, scheduler: scheduler)
    }
}
