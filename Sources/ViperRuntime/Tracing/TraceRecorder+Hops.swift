// MARK: - Layer hops

extension TraceRecorder {
    /// Records a call of `method` into `component`, a tracked part of an open module.
    ///
    /// `trace()` runs in the callee and cannot see its caller, so the caller is
    /// inferred from VIPER's shape (CONVENTIONS.md) and from the participant
    /// that was active last (see `inferredCaller`). A call into the participant
    /// that is already active records nothing. Objects the tracker does not
    /// know are ignored.
    public func recordCall(into component: AnyObject, method: String) {
        guard isRecording, let (frame, role) = tracker?.component(component) else { return }
        let target = TraceParticipant.component(frame, role)
        guard target != lastActive else { return }
        let (source, kind) = inferredCaller(of: frame, role: role)
        record(kind, from: source, to: target, method)
        lastActive = target
    }

    /// Who called `role` of `frame`, given the participant active last:
    ///
    /// - a presenter is called by its own view or interactor (whichever was
    ///   active last); by another module's router (a ModuleInput call,
    ///   recorded as `configure`); by another module's presenter or interactor
    ///   (a ModuleOutput delivery, recorded as `output`; a call while another
    ///   module's view was last active is that module's presenter delivering
    ///   after updating its view); with nothing traced active, by untraced code;
    ///   anything else reaching it came through its own view (lifecycle calls);
    /// - a view, interactor or router is called only by its own presenter
    ///   (which may just have returned from a call into another module), except
    ///   that a call into an interactor while another module's interactor (or
    ///   nothing traced) was active comes from code the trace does not see,
    ///   such as a shared service the other interactor called: `Untraced`.
    ///
    /// The runtime's own calls (a revealed module's will-appear) and the jobs
    /// of session tasks set `lastActive` to whoever really runs (see
    /// `asRuntime` and `taskJobWillRun(owner:)`).
    func inferredCaller(of frame: FrameID, role: ComponentRole) -> (TraceParticipant, TraceEvent.Kind) {
        guard role == .presenter else {
            guard role == .interactor else { return (.component(frame, .presenter), .hop) }
            switch lastActive {
            case .component(let other, .interactor)? where other != frame:
                return (.untraced, .hop)
            case nil, .untraced?:
                return (.untraced, .hop)
            default:
                return (.component(frame, .presenter), .hop)
            }
        }
        switch lastActive {
        case .component(frame, .view)?, .component(frame, .interactor)?:
            return (lastActive!, .hop)
        case .component(let other, .presenter)? where other != frame:
            return (lastActive!, .output)
        case .component(let other, .interactor)? where other != frame:
            return (lastActive!, .output)
        case .component(let other, .router)? where other != frame:
            return (lastActive!, .configure)
        case .component(let other, .view)? where other != frame:
            return (.component(other, .presenter), .output)
        case nil, .untraced?:
            return (.untraced, .hop)
        default:
            return (.component(frame, .view), .hop)
        }
    }

    /// Runs the runtime's own call into `frame` (a revealed module's
    /// will-appear): its hops start from that frame's view, and afterwards
    /// the participant that was active before is active again, so the
    /// runtime never takes over who the current sender is.
    func asRuntime<Result>(calling frame: FrameID, _ body: () throws -> Result) rethrows -> Result {
        let sender = lastActive
        lastActive = .component(frame, .view)
        defer { lastActive = sender }
        return try body()
    }

    /// A job is about to run on the session: its calls come from the
    /// component that started its task, or from untraced code when no traced
    /// component did or the task is not one the session recorded.
    func taskJobWillRun(owner: TraceParticipant?) {
        lastActive = owner ?? .untraced
    }
}
