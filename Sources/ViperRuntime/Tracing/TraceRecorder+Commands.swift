// MARK: - Commands (called by the session)

extension TraceRecorder {
    /// Runs one session command: as `current` while recording, with a `state`
    /// event for each module whose top-level state keys changed. The states
    /// are compared after every round of work the scheduler runs
    /// (`noteStateChanges`) and when the command ends, so each note carries
    /// the virtual time of the change, not of the command's end.
    /// The states are read only while recording.
    func command<Result>(on stack: TransitionStack, _ body: () throws -> Result) rethrows -> Result {
        guard isRecording else { return try body() }
        let outer = stateWatch
        stateWatch = StateWatch(stack: stack, baseline: StateSnapshot(of: stack))
        defer {
            noteStateChanges()
            stateWatch = outer
        }
        return try whileCurrent(body)
    }

    /// Records a `state` event, at the current virtual time, for each module
    /// whose top-level state keys changed since the last look, while a
    /// traced command runs. The scheduler calls it before it moves the clock.
    func noteStateChanges() {
        guard let watch = stateWatch, let stack = watch.stack else { return }
        let now = StateSnapshot(of: stack)
        for (frame, keys) in watch.baseline.changedKeys(comparedTo: now) {
            record(.state, from: nil, to: .component(frame, .presenter), "state changed: " + keys.joined(separator: ", "))
        }
        stateWatch?.baseline = now
    }

    /// Records the user's `action` with its arguments, into the view of the frame that declares it.
    func recordAction(_ name: String, words: [String], on frame: ModuleFrame) {
        let target = TraceParticipant.component(frame.id, .view)
        record(.action, from: .shell, to: target, ([name] + words).joined(separator: " "))
        lastActive = target
    }
}

/// The top-level keys of every open module's state, root first, embedded frames after their containers.
struct StateSnapshot {
    var states: [(frame: FrameID, members: JSONObject)] = []

    @MainActor
    init(of stack: TransitionStack) {
        func add(_ frame: ModuleFrame) {
            if case .object(let members) = frame.moduleState() { states.append((frame.id, members)) }
            for child in frame.embedded { add(child) }
        }
        for frame in stack.frames { add(frame) }
    }

    /// For each frame open in both snapshots whose keys differ: the keys added, removed or changed, sorted.
    func changedKeys(comparedTo after: StateSnapshot) -> [(FrameID, [String])] {
        let earlier = Dictionary(states.map { ($0.frame, $0.members) }, uniquingKeysWith: { first, _ in first })
        return after.states.compactMap { frame, members in
            guard let old = earlier[frame] else { return nil }
            let keys = Set(old.keys).union(members.keys).filter { old[$0] != members[$0] }.sorted()
            return keys.isEmpty ? nil : (frame, keys)
        }
    }
}

/// The stack a traced command runs on and its states when last compared.
struct StateWatch {
    weak var stack: TransitionStack?
    var baseline: StateSnapshot
}
