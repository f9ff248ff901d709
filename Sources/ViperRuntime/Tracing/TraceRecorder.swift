/// Records a session's message flow while tracing is on.
///
/// Each session has one recorder. It keeps at most `capacity` events: when a
/// trace grows past that, the oldest events are dropped and counted in
/// `droppedCount`, which every export states on its first lines, so a trace of
/// any length stays bounded in memory.
///
/// While a session runs a command with tracing on, its recorder is
/// `TraceRecorder.current`: the runtime's hooks (opens, closes, timers) and
/// `Traceable.trace()` in module code record through it. When tracing is off,
/// `current` is nil and every hook is one nil check.
@MainActor
public final class TraceRecorder {
    /// Events kept when no capacity is given: enough for long scripts, a few tens of MB at most.
    public nonisolated static let defaultCapacity = 100_000

    /// The recorder of the session whose command is running with tracing on, or nil.
    ///
    /// The session sets it for the length of one command and restores the previous
    /// value afterwards, so two sessions never record into each other's trace.
    public internal(set) static var current: TraceRecorder?

    /// The most events kept; older ones are dropped first.
    public let capacity: Int
    /// Whether `trace on` is in effect.
    public private(set) var isRecording = false
    /// How many events were dropped to stay within `capacity` since the last clear.
    public private(set) var droppedCount = 0

    /// How many events were ever recorded, kept through `clear()`: a mark to
    /// take the events of one step with `events(recordedAfter:)`.
    public private(set) var recordedTotal = 0

    /// The ring: `storage[oldest...]` then `storage[..<oldest]` once full.
    private var storage: [TraceEvent] = []
    private var oldest = 0
    /// The participant that was last called, from which the next hop starts.
    var lastActive: TraceParticipant?
    /// The states of the running traced command's modules, for `noteStateChanges`.
    var stateWatch: StateWatch?

    weak var scheduler: VirtualScheduler?
    weak var tracker: LiveObjectTracker?

    /// A recorder reading time from `scheduler` and components from `tracker`.
    public init(capacity: Int = TraceRecorder.defaultCapacity, scheduler: VirtualScheduler?, tracker: LiveObjectTracker?) {
        precondition(capacity > 0, "a trace keeps at least one event")
        self.capacity = capacity
        self.scheduler = scheduler
        self.tracker = tracker
    }

    // MARK: - Controls

    /// `trace on`: starts recording; events recorded before are kept.
    public func start() { isRecording = true }

    /// `trace off`: stops recording; the events stay for printing and export.
    public func stop() {
        isRecording = false
        lastActive = nil
    }

    /// `trace clear`: forgets every event and the dropped count.
    public func clear() {
        storage = []
        oldest = 0
        droppedCount = 0
        lastActive = nil
    }

    // MARK: - Events

    /// The kept events, oldest first.
    public var events: [TraceEvent] {
        guard oldest > 0 else { return storage }
        return Array(storage[oldest...] + storage[..<oldest])
    }

    /// The kept events recorded since `recordedTotal` was `mark`, oldest first
    /// (fewer when some were dropped or cleared since).
    public func events(recordedAfter mark: Int) -> [TraceEvent] {
        let wanted = min(max(0, recordedTotal - mark), storage.count)
        guard wanted > 0 else { return [] }
        if oldest == 0 { return Array(storage.suffix(wanted)) }
        return Array(events.suffix(wanted))
    }

    /// The number of kept events.
    public var count: Int { storage.count }

    /// The kept events with the dropped count, for the exports.
    public var log: TraceLog { TraceLog(events: events, droppedCount: droppedCount) }

    /// Adds an event at the current virtual time, dropping the oldest one when full.
    public func record(_ kind: TraceEvent.Kind, from source: TraceParticipant?, to target: TraceParticipant, _ message: String) {
        let event = TraceEvent(
            time: scheduler?.now.milliseconds ?? 0, kind: kind, source: source, target: target, message: message)
        recordedTotal += 1
        if storage.count < capacity {
            storage.append(event)
        } else {
            storage[oldest] = event
            oldest = (oldest + 1) % capacity
            droppedCount += 1
        }
    }

    /// Runs `body` with this recorder as `current` if it is recording, and puts the previous one back.
    func whileCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isRecording else { return try body() }
        let previous = TraceRecorder.current
        TraceRecorder.current = self
        defer { TraceRecorder.current = previous }
        return try body()
    }
}
