// MARK: - Opening a resolved route

extension TransitionStack {
    /// Replaces the stack with the modules of `steps`, root first, each opened
    /// as if a router had opened it: by the top frame, or by a module embedded
    /// in it, whichever declares the step's module (a PostFeed's embedded
    /// PostList pushes PostDetail), in the declared style (push or present).
    /// Each step's parameters are checked against its registration; a step no
    /// open frame declares fails with `NavigationError.undeclared`.
    ///
    /// All or nothing: the new modules are built while the current ones wait
    /// aside; if any step fails, the modules built so far are closed and the
    /// frames, the frame id counters and the tracker are exactly as before, and
    /// the error is thrown. On success the previous modules close, after the new
    /// ones have loaded.
    public func openRoute(_ steps: [RouteStep]) throws {
        guard let root = steps.first else { return }
        let saved = (frames: frames, counters: counters, tracker: tracker.snapshot())
        frames = []
        do {
            try openRoot(root.module, parameters: root.parameters)
            for step in steps.dropFirst() {
                let registration = try registry.lookup(step.module)
                let checked = try registration.checkParameters(step.parameters)
                guard let top else { throw TransitionError.emptyStack }
                let (opener, style) = Self.opener(of: step.module, from: top)
                try opener.openModule(step.module, as: (any ModulePresenter).self, style: style, output: nil) {
                    try registration.configure($0, with: checked)
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

    /// `top`, or the first frame embedded in it (depth first) that declares
    /// opening `module` by push or present, with that style; `top` and push
    /// when none does, so the open reports what is undeclared.
    private static func opener(of module: String, from top: ModuleFrame) -> (ModuleFrame, PresentationStyle) {
        var pending = [top]
        while !pending.isEmpty {
            let frame = pending.removeFirst()
            if frame.registration.declares(module, style: .push) { return (frame, .push) }
            if frame.registration.declares(module, style: .present) { return (frame, .present) }
            pending.insert(contentsOf: frame.embedded, at: 0)
        }
        return (top, .push)
    }
}
