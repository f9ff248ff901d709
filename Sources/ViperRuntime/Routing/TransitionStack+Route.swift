// MARK: - Opening a resolved route

extension TransitionStack {
    /// Replaces the stack with the modules of `steps`, root first, each opened
    /// on top of the one before as if its router had opened it, with the step's
    /// parameters checked against its registration.
    ///
    /// All or nothing: the new modules are built while the current ones wait
    /// aside; if any step fails, the modules built so far are closed and the
    /// frames, the frame id counters and the tracker are exactly as before, and
    /// the error is thrown. On success the previous modules close, after the new
    /// ones have loaded.
    public func openRoute(_ steps: [RouteStep], style: (RouteStep) -> PresentationStyle = { _ in .push }) throws {
        guard let root = steps.first else { return }
        let saved = (frames: frames, counters: counters, tracker: tracker.snapshot())
        frames = []
        do {
            try openRoot(root.module, parameters: root.parameters)
            for step in steps.dropFirst() {
                let checked = try registry.lookup(step.module).checkParameters(step.parameters)
                guard let top else { throw TransitionError.emptyStack }
                try top.openModule(step.module, as: (any ModulePresenter).self, style: style(step), output: nil) {
                    try $0.configure(withParameters: checked)
                }
            }
        } catch {
            let built = frames
            frames = saved.frames
            for frame in built.reversed() { frame.tearDown() }
            counters = saved.counters
            tracker.restore(saved.tracker)
            throw error
        }
        for frame in saved.frames.reversed() { frame.tearDown() }
    }
}
