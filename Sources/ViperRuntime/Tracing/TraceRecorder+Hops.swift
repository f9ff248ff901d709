// MARK: - Layer hops

extension TraceRecorder {
    /// Records a call of `method` into `component`, a tracked part of an open module.
    ///
    /// `trace()` runs in the callee and cannot see its caller, so the caller is
    /// inferred from VIPER's shape (CONVENTIONS.md): only a presenter calls its
    /// view, interactor and router; a presenter is called by its own view or
    /// interactor (whichever was active last), by another module's router (a
    /// ModuleInput call, recorded as `configure`) or by another module's
    /// presenter (a ModuleOutput delivery, recorded as `output`); anything else
    /// reaching a presenter came through its view (the runtime's lifecycle calls).
    /// A call into the participant that is already active records nothing.
    /// Objects the tracker does not know are ignored.
    public func recordCall(into component: AnyObject, method: String) {
        guard isRecording, let (frame, role) = tracker?.component(component) else { return }
        let target = TraceParticipant.component(frame, role)
        guard target != lastActive else { return }
        let (source, kind) = inferredCaller(of: frame, role: role)
        record(kind, from: source, to: target, method)
        lastActive = target
    }

    private func inferredCaller(of frame: FrameID, role: ComponentRole) -> (TraceParticipant, TraceEvent.Kind) {
        guard role == .presenter else { return (.component(frame, .presenter), .hop) }
        switch lastActive {
        case .component(frame, .view)?, .component(frame, .interactor)?:
            return (lastActive!, .hop)
        case .component(let other, .presenter)? where other != frame:
            return (lastActive!, .output)
        case .component(let other, .router)? where other != frame:
            return (lastActive!, .configure)
        case .component(let other, .view)? where other != frame:
            // A view talks only to its own presenter, so a call from another
            // module while its view was last active is that module's presenter
            // delivering its ModuleOutput (after updating its view).
            return (.component(other, .presenter), .output)
        default:
            return (.component(frame, .view), .hop)
        }
    }
}
