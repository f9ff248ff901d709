/// Counts the VIPER components of each module that are still alive.
///
/// Assemblies do not call it themselves: the transition stack registers the
/// view, presenter, interactor and router of every module it opens, and tells
/// the tracker when the module's frame closes. A component counts as alive
/// exactly as long as something other than the tracker keeps it. After a
/// module closes, `assertNoSurvivors(of:)` names anything a retain cycle kept alive.
///
/// Cost: while a frame is open its components are alive anyway (the frame
/// owns the view, which owns the rest), so the tracker holds them directly,
/// with no weak reference (a weak reference moves an object's reference
/// counts to a side table, which every later retain and release then pays
/// for). When the frame closes, the tracker lets go of every component that
/// only it still holds, which frees it there and then, as the frame letting
/// go of the view would have; only a component that something else still
/// holds (a retain cycle, a caller in the middle of a method, a timer) is
/// kept, weakly, and counts until it is freed. Objects given to
/// `track(_:module:role:frame:)` directly are held weakly from the start.
/// The one lifetime this can lengthen is that of a component a module lets
/// go of while its frame is still open, which the ownership rules rule out
/// (the view owns the presenter, which owns the rest): it lives until the
/// frame closes.
@MainActor
public final class LiveObjectTracker {
    /// What a module left alive after it was expected to be gone.
    public struct LeakError: Error, Equatable, CustomStringConvertible {
        public var module: String
        /// Type names of surviving components and how many of each.
        public var survivors: [String: Int]
        /// Where each task still alive after the module closed started, in start order.
        public var tasks: [String]

        public init(module: String, survivors: [String: Int], tasks: [String] = []) {
            self.module = module
            self.survivors = survivors
            self.tasks = tasks
        }

        /// `CarDetailPresenter x1, CarDetailView x1`: the survivors, sorted by
        /// type name, then `task ContactsListInteractor.obtainContacts` for each live task.
        public var survivorList: String {
            (survivors.keys.sorted().map { "\($0) x\(survivors[$0]!)" } + tasks.map { "task \($0)" })
                .joined(separator: ", ")
        }

        public var description: String {
            "\(module) left components alive: \(survivorList)"
        }
    }

    /// A component held weakly: tracked directly, or still alive when its frame closed.
    fileprivate struct Entry {
        weak var object: AnyObject?
        let module: String
        let role: ComponentRole
        /// The open module instance it belongs to, when the transition stack tracked it.
        let frame: FrameID?
        /// The component's class; its name is worked out only when a leak is reported.
        let type: AnyObject.Type
    }

    /// The components of a module whose frame is open, held strongly (see the type's notes).
    fileprivate struct OpenModule {
        let frame: FrameID
        var components: OpenComponents
    }

    private var entries: [Entry] = []
    private var compactionThreshold = 64
    /// Modules whose frames are open, in the order they opened.
    private var openModules: [OpenModule] = []

    public init() {}

    /// Told when a frame closes, before its components are let go (the
    /// session cancels the frame's tasks when cancel-on-close is set).
    var frameClosedObserver: ((FrameID) -> Void)?

    /// The live tasks of frames that closed, by module. A task that outlives
    /// its module is no leak by itself; when the module's components are
    /// still alive too, the leak names its tasks beside them
    /// (`task ContactsListInteractor.obtainContacts`), as what may keep them.
    var survivingTasks: () -> [(module: String, startSite: String)] = { [] }

    /// Whether `frame` is open (its module has not closed).
    func isOpen(_ frame: FrameID) -> Bool {
        openModules.lastIndex(ofFrame: frame) != nil
    }

    /// The open frame holding the component with identity `id`, and its role, if any.
    func openComponent(withIdentity id: ObjectIdentifier) -> (frame: FrameID, role: ComponentRole)? {
        for open in openModules.reversed() {
            if let role = open.components.role(ofIdentity: id) { return (open.frame, role) }
        }
        return nil
    }

    // MARK: - Frames of the transition stack

    /// Counts `module`'s components as alive, as parts of the open frame `frame`,
    /// until `frameClosed(_:)` is told that frame closed.
    func trackOpen(_ module: AssembledModule, frame: FrameID) {
        openModules.append(OpenModule(frame: frame, components: OpenComponents(module)))
    }

    /// `frame` closed and no longer holds its module: frees the components
    /// that only the tracker holds now and keeps a weak entry for each of the others.
    func frameClosed(_ frame: FrameID) {
        frameClosedObserver?(frame)
        guard let position = openModules.lastIndex(ofFrame: frame) else { return }
        var closing = position == openModules.count - 1 ? openModules.removeLast() : openModules.remove(at: position)
        guard closing.components.releaseUnshared() else { return }
        for index in closing.components.indices {
            guard let survivor = closing.components[index] else { continue }
            track(survivor, module: frame.module, role: closing.components.role(at: index), frame: frame)
        }
    }

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

    /// What the counts below read of a live component.
    private typealias LiveComponent = (module: String, role: ComponentRole, type: AnyObject.Type)

    /// Every live component, with its module, role and class: those of open
    /// frames first, in the order the frames opened, then the weakly held
    /// ones, in the order they were tracked.
    private var liveComponents: [LiveComponent] {
        var result: [LiveComponent] = []
        for open in openModules {
            for index in open.components.indices {
                guard let object = open.components[index] else { continue }
                result.append((open.frame.module, open.components.role(at: index), Swift.type(of: object)))
            }
        }
        for entry in entries where entry.object != nil {
            result.append((entry.module, entry.role, entry.type))
        }
        return result
    }

    /// The number of live components of `module`, or of all modules when nil.
    public func liveCount(module: String? = nil) -> Int {
        liveComponents.reduce(0) { count, component in
            module == nil || component.module == module ? count + 1 : count
        }
    }

    /// The frame and role `object` was tracked with, if it is alive and was tracked with a frame.
    /// Searched newest first: the frames open now, then the weak entries.
    public func component(_ object: AnyObject) -> (frame: FrameID, role: ComponentRole)? {
        for open in openModules.reversed() {
            if let role = open.components.role(of: object) { return (open.frame, role) }
        }
        for entry in entries.reversed() where entry.object === object {
            return entry.frame.map { ($0, entry.role) }
        }
        return nil
    }

    /// What the tracker holds, to put back with `restore(_:)` when an all-or-nothing operation fails.
    struct Snapshot {
        fileprivate let entries: [Entry]
        fileprivate let openModules: [OpenModule]
        fileprivate let compactionThreshold: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(entries: entries, openModules: openModules, compactionThreshold: compactionThreshold)
    }

    func restore(_ snapshot: Snapshot) {
        entries = snapshot.entries
        openModules = snapshot.openModules
        compactionThreshold = snapshot.compactionThreshold
    }

    /// Components held, those of open frames and weak entries, dead ones
    /// included until the next compaction (for tests).
    var trackedEntryCount: Int {
        openModules.reduce(entries.count) { $0 + $1.components.heldCount }
    }

    /// Live components of `module` counted by role.
    public func liveCountByRole(module: String) -> [ComponentRole: Int] {
        var counts: [ComponentRole: Int] = [:]
        for component in liveComponents where component.module == module {
            counts[component.role, default: 0] += 1
        }
        return counts
    }

    /// Type names of the live components of `module`, with counts.
    public func survivors(of module: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for component in liveComponents where component.module == module {
            counts[String(describing: component.type), default: 0] += 1
        }
        return counts
    }

    /// Names of modules that still have live components, sorted.
    public var modulesWithLiveComponents: [String] {
        Set(liveComponents.map(\.module)).sorted()
    }

    /// One `LeakError` for each module that still has live components, with
    /// the live tasks of its closed frames, by module name; after a session
    /// has closed every module, any entry is a leak.
    public func leaks() -> [LeakError] {
        leaks(excluding: [])
    }

    /// `leaks()` without the modules named in `excluded` (those still open):
    /// what explore looks at after every step that closes a frame, where
    /// naming the survivors of the open modules (a type name each) and then
    /// dropping them was most of the look.
    package func leaks(excluding excluded: Set<String>) -> [LeakError] {
        var modules = Set(liveComponents.map(\.module))
        if !excluded.isEmpty { modules.subtract(excluded) }
        guard !modules.isEmpty else { return [] }
        let tasks = survivingTasks()
        return modules.sorted().map { module in
            LeakError(
                module: module, survivors: survivors(of: module),
                tasks: tasks.filter { $0.module == module }.map(\.startSite))
        }
    }

    /// Throws a `LeakError` naming every component of `module` still alive.
    public func assertNoSurvivors(of module: String) throws(LeakError) {
        let alive = survivors(of: module)
        guard alive.isEmpty else { throw LeakError(module: module, survivors: alive) }
    }
}

extension [LiveObjectTracker.OpenModule] {
    /// Where the module of `frame` is, searching from the newest (a close is usually of the top).
    fileprivate func lastIndex(ofFrame frame: FrameID) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index].frame.number == frame.number, self[index].frame.module == frame.module { return index }
        }
        return nil
    }
}
