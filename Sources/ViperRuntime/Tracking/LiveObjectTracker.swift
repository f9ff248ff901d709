/// Counts the VIPER components of each module that are still alive.
///
/// Assemblies do not call it themselves: the transition stack registers the
/// view, presenter, interactor and router of every module it opens. The
/// tracker holds them weakly, so it never extends a lifetime, and a component
/// counts as alive exactly as long as something else keeps it. After a module
/// closes, `assertNoSurvivors(of:)` names anything a retain cycle kept alive.
@MainActor
public final class LiveObjectTracker {
    /// What a module left alive after it was expected to be gone.
    public struct LeakError: Error, Equatable, CustomStringConvertible {
        public var module: String
        /// Type names of surviving components and how many of each.
        public var survivors: [String: Int]
        /// `CarDetailPresenter x1, CarDetailView x1`: the survivors, sorted by type name.
        public var survivorList: String {
            survivors.keys.sorted().map { "\($0) x\(survivors[$0]!)" }.joined(separator: ", ")
        }

        public var description: String {
            "\(module) left components alive: \(survivorList)"
        }
    }

    fileprivate struct Entry {
        weak var object: AnyObject?
        let module: String
        let role: ComponentRole
        /// The open module instance it belongs to, when the transition stack tracked it.
        let frame: FrameID?
        /// The component's class; its name is worked out only when a leak is reported.
        let type: AnyObject.Type
    }

    private var entries: [Entry] = []
    private var compactionThreshold = 64

    public init() {}

    /// Starts counting `object` as a live `role` of `module` (of the instance `frame`, if given).
    public func track(_ object: AnyObject, module: String, role: ComponentRole, frame: FrameID? = nil) {
        if entries.count >= compactionThreshold {
            dropReleasedEntries()
            compactionThreshold = max(64, entries.count * 2)
        }
        entries.append(Entry(object: object, module: module, role: role, frame: frame, type: Swift.type(of: object)))
    }

    /// Keeps the entries whose component is alive, in order, moving them in
    /// place (no entry is copied). A plain loop, not `removeAll(where:)`: a
    /// closure formed here is main-actor isolated, and Swift checks the
    /// executor on every call of it (once per entry).
    private func dropReleasedEntries() {
        var kept = 0
        for index in entries.indices where entries[index].object != nil {
            if index != kept { entries.swapAt(index, kept) }
            kept += 1
        }
        entries.removeSubrange(kept...)
    }

    /// The number of live components of `module`, or of all modules when nil.
    public func liveCount(module: String? = nil) -> Int {
        entries.reduce(0) { count, entry in
            entry.object != nil && (module == nil || entry.module == module) ? count + 1 : count
        }
    }

    /// The frame and role `object` was tracked with, if it is alive and was tracked with a frame.
    public func component(_ object: AnyObject) -> (frame: FrameID, role: ComponentRole)? {
        for entry in entries.reversed() where entry.object === object {
            return entry.frame.map { ($0, entry.role) }
        }
        return nil
    }

    /// What the tracker holds, to put back with `restore(_:)` when an all-or-nothing operation fails.
    struct Snapshot {
        fileprivate let entries: [Entry]
        fileprivate let compactionThreshold: Int
    }

    func snapshot() -> Snapshot { Snapshot(entries: entries, compactionThreshold: compactionThreshold) }

    func restore(_ snapshot: Snapshot) {
        entries = snapshot.entries
        compactionThreshold = snapshot.compactionThreshold
    }

    /// Entries held, dead ones included until the next compaction (for tests).
    var trackedEntryCount: Int { entries.count }

    /// Live components of `module` counted by role.
    public func liveCountByRole(module: String) -> [ComponentRole: Int] {
        var counts: [ComponentRole: Int] = [:]
        for entry in entries where entry.object != nil && entry.module == module {
            counts[entry.role, default: 0] += 1
        }
        return counts
    }

    /// Type names of the live components of `module`, with counts.
    public func survivors(of module: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for entry in entries where entry.object != nil && entry.module == module {
            counts[String(describing: entry.type), default: 0] += 1
        }
        return counts
    }

    /// Names of modules that still have live components, sorted.
    public var modulesWithLiveComponents: [String] {
        Set(entries.filter { $0.object != nil }.map(\.module)).sorted()
    }

    /// One `LeakError` for each module that still has live components, by module
    /// name; after a session has closed every module, any entry is a leak.
    public func leaks() -> [LeakError] {
        modulesWithLiveComponents.map { LeakError(module: $0, survivors: survivors(of: $0)) }
    }

    /// Throws a `LeakError` naming every component of `module` still alive.
    public func assertNoSurvivors(of module: String) throws(LeakError) {
        let alive = survivors(of: module)
        guard alive.isEmpty else { throw LeakError(module: module, survivors: alive) }
    }
}
