import Testing
import ViperRuntime

/// The whole shell in Swift, typed: drives a `ViperSession` from a test
/// without the shell's text. Open a module (by name or by typed key, alone
/// with its destinations faked), perform actions, let time pass, stub
/// endpoints with typed values, read the top screen and state, the calls,
/// the tasks, the pending work and the navigation log, and end with
/// `finish()`, which fails the test on what `run --strict` fails a scenario
/// on: leaked components and tasks, tasks stuck outside the virtual clock,
/// late resumptions from other threads, unexpected calls, and (unless
/// allowed) pending work.
///
/// ```swift
/// let tester = try SessionTester { registry, services in
///     try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
/// }
/// try tester.stub(CarsEndpoints.fetchAll, .fails("the server is down"), times: 1)
/// try tester.open(CarsList.key)
/// #expect(tester.screenText.contains("Could not load cars: the server is down"))
/// try tester.perform("retry")
/// #expect(tester.calls(CarsEndpoints.fetchAll).count == 2)
/// tester.finish()
/// ```
///
/// After `open` and every `perform` the tester settles as its `settling`
/// says: by default as the shell's autosettle does (the work due within a
/// second of virtual time runs; later work keeps waiting).
@MainActor
public final class SessionTester {
    /// What runs after each `open` and `perform`.
    public enum Settling: Sendable, Equatable {
        /// Nothing: the test moves the clock itself (`wait`, `settle`).
        case none
        /// The work due within `horizon` of virtual time from now, as the shell's autosettle.
        case within(VirtualDuration)
        /// Every timer and job until none is left (`ViperSession.settle()`).
        case untilIdle

        /// The shell's default autosettle: a second of virtual time.
        public static let autosettle = Settling.within(.seconds(1))
    }

    /// What `finish()` found: each problem on its own line.
    public struct Problems: Error, Equatable, CustomStringConvertible {
        public var lines: [String]
        public var description: String { lines.joined(separator: "\n") }
    }

    /// A wait for less than no time (`wait(.milliseconds(-5))`): the virtual clock only moves forward.
    public struct NegativeDurationError: Error, Equatable, CustomStringConvertible {
        /// The duration the test asked to wait.
        public var duration: VirtualDuration
        public var description: String {
            "wait \(duration): a duration cannot be negative; the virtual clock only moves forward"
        }
    }

    /// The session under test, for anything the tester does not wrap.
    public let session: ViperSession
    /// The session's services: its endpoints, their stub rules and calls.
    public let services: SessionServices
    /// What runs after each `open` and `perform`.
    public var settling: Settling

    /// A tester over a new session of `registry` and `services`.
    public init(registry: ModuleRegistry, services: SessionServices? = nil, settling: Settling = .autosettle) {
        let services = services ?? SessionServices()
        session = ViperSession(registry: registry, services: services)
        self.services = services
        self.settling = settling
    }

    /// A tester over a new session whose modules `register` adds, with its
    /// services (where a feature declares its endpoints and provides its stores).
    public convenience init(
        settling: Settling = .autosettle, registering register: (ModuleRegistry, SessionServices) throws -> Void
    ) throws {
        let services = SessionServices()
        let registry = ModuleRegistry()
        try register(registry, services)
        self.init(registry: registry, services: services, settling: settling)
    }

    // MARK: - Driving

    /// Opens `name` as the root with string `parameters` (as the shell's
    /// `open`), then settles.
    public func open(_ name: String, parameters: [String: String] = [:]) throws {
        try open(name, parameters: parameters, alone: false)
    }

    /// Opens `name` as the root with string `parameters`, then settles.
    /// `alone`: every module it asks to open is faked (the shell's
    /// `open <Module> alone`; see `fake(_:)`).
    public func open(_ name: String, parameters: [String: String] = [:], alone: Bool) throws {
        try session.open(name, parameters: parameters, alone: alone)
        try settleAsConfigured()
    }

    /// Opens `key`'s module as the root, configuring its typed input, then settles.
    @discardableResult
    public func open<Input>(_ key: ModuleKey<Input>, configure: (Input) throws -> Void = { _ in }) throws -> Input {
        try open(key, alone: false, configure: configure)
    }

    /// Opens `key`'s module as the root, configuring its typed input, then
    /// settles. `alone`: every module it asks to open is faked.
    @discardableResult
    public func open<Input>(_ key: ModuleKey<Input>, alone: Bool, configure: (Input) throws -> Void = { _ in }) throws -> Input {
        let input = try session.open(key, alone: alone, configure: configure)
        try settleAsConfigured()
        return input
    }

    /// Performs the top view's `action` with `words` (`perform("fill", "model", "Model 3")`), then settles.
    public func perform(_ action: String, _ words: String...) throws {
        try perform(action, words: words)
    }

    /// Performs the top view's `action` with `words`, then settles.
    public func perform(_ action: String, words: [String]) throws {
        try session.perform(action: action, words: words)
        try settleAsConfigured()
    }

    /// Closes the top module (the shell's `back`), then settles.
    public func back() throws {
        try session.back()
        try settleAsConfigured()
    }

    /// Runs every timer and job until none is left.
    public func settle() throws {
        try session.settle()
    }

    /// Advances the virtual clock by `duration`, running what comes due.
    /// A negative duration throws `NegativeDurationError` and moves nothing.
    public func wait(_ duration: VirtualDuration) throws {
        guard duration >= .milliseconds(0) else { throw NegativeDurationError(duration: duration) }
        try session.wait(duration)
    }

    // MARK: - Reading

    /// The top screen as the shell prints it (width 80, no colour); empty when nothing is open.
    public var screenText: String {
        session.top.map { ScreenRenderer().render($0.makeScreen()) } ?? ""
    }

    /// The top module's state (`null` when nothing is open).
    public var state: JSONValue { session.top?.moduleState() ?? .null }

    /// The top module's name.
    public var topModuleName: String? { session.top?.moduleName }

    /// The frames of the stack, bottom first (`["PostFeed#1", "PostDetail#1"]`).
    public var frameIDs: [String] { session.stack.frames.map(\.id.description) }

    /// The virtual time now.
    public var now: VirtualDuration { session.scheduler.now }

    /// The live tasks module code started, in the order they started: their
    /// frame, where they started, what they wait on (the shell's `tasks`).
    public var tasks: [SessionTaskInfo] { session.tasks }

    /// The work still pending, one description each (`timer due at 5000ms`,
    /// `task ContactsList#1 (…) waiting: clock until 300ms`): what `finish()`
    /// fails on unless `allowPending`, and `run --strict` fails a scenario on.
    public var pendingWork: [String] { session.pendingWork.items.map(\.description) }

    // MARK: - Internal

    /// Settles as `settling` says, after a step.
    func settleAsConfigured() throws {
        switch settling {
        case .none: break
        case .within(let horizon): try session.runWork(dueBy: session.scheduler.now + horizon)
        case .untilIdle: try session.settle()
        }
    }
}
