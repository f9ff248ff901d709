// MARK: - Opens, closes and configuration (called by the transition stack)

extension TraceRecorder {
    /// Records that `frame` is now open, and the ModuleInput configuration it got
    /// before it appeared. `opener` is the frame whose router asked, nil for a root.
    /// The runtime loads the view next, so calls then start from the new view.
    func recordOpen(_ frame: ModuleFrame, openedBy opener: ModuleFrame?, input: String, output: String?) {
        let source: TraceParticipant = opener.map { .component($0.id, .router) } ?? .shell
        let kind: TraceEvent.Kind = frame.style == .embed ? .embed : .open
        var how = frame.style == .embed ? "embed in slot \(frame.slot ?? "")" : frame.style.rawValue
        if let opener { how += " from \(opener.id)" }
        record(kind, from: source, to: .component(frame.id, .view), "\(frame.id) opened (\(how))")
        // A route opens by parameters through an untyped presenter: name the registered ModuleInput then.
        let configuration = opener == nil ? "configure(withParameters:)" : "configure as \(frame.registration.inputProtocol ?? input)"
        record(.configure, from: source, to: .component(frame.id, .presenter), configuration + (output.map { ", output \($0)" } ?? ""))
        lastActive = .component(frame.id, .view)
    }

    /// Records that `frame` left the stack (or its container's slot). The
    /// closing module stays the sender: a presenter that had its router close
    /// the module gets control back when the router returns, and often
    /// delivers its ModuleOutput right after.
    func recordClose(_ frame: ModuleFrame) {
        record(.close, from: nil, to: .component(frame.id, .view), "\(frame.id) closed")
        if lastActive == .component(frame.id, .router) { lastActive = .component(frame.id, .presenter) }
    }
}

// MARK: - Timers (called by the virtual scheduler)

extension TraceRecorder {
    /// The participant arming scheduled work now, if known: the last one active.
    var armingParticipant: TraceParticipant? { isRecording ? lastActive : nil }

    /// Records that work armed by `origin` `delay` ms ago runs now; the work's
    /// own calls then start from `origin`.
    func recordTimerFired(armedBy origin: TraceParticipant?, delay: Int64) {
        record(.timer, from: nil, to: origin ?? .shell, "timer fired after \(delay)ms" + (origin == nil ? " (armed while not tracing)" : ""))
        lastActive = origin
    }
}
