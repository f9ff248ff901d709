import ViperRuntime

// MARK: - The navigation log and fakes

extension SessionTester {
    /// Every request modules made to open, present, embed or close a module,
    /// oldest first (the shell's `navigation`; the last 10,000).
    public var navigation: [NavigationRequest] { Array(session.navigation.requests) }

    /// The requests to open `key`'s module (push, present or embed), oldest first.
    public func requests<Input>(toOpen key: ModuleKey<Input>) -> [NavigationRequest] {
        session.navigation.requests.filter { $0.opens(key) }
    }

    /// The open fakes, bottom of the stack first: after `open(_:alone:)`, the
    /// modules the root asked to open, each a fake frame.
    public var fakes: [FakeModule] {
        session.fakeFrames.map { FakeModule(tester: self, frame: $0) }
    }

    /// The topmost open fake of `key`'s module; throws naming the open fakes when there is none.
    public func fake<Input>(_ key: ModuleKey<Input>) throws -> FakeModule {
        FakeModule(tester: self, frame: try session.fakeFrame(of: key.name))
    }
}

/// A faked module, as a test plays its part: it was opened by the module
/// under test instead of being built (`SessionTester.open(_:alone:configure:)`);
/// the test reads what it was opened with, sends its output to its opener,
/// and closes it, each then settled as the tester settles.
///
/// ```swift
/// try tester.open(CarsList.key, alone: true)
/// try tester.perform("create")
/// let createCar = try tester.fake(CreateCar.key)
/// try createCar.emit { (output: any CreateCarModuleOutput) in output.didCreateCar(car) }
/// try createCar.close()
/// ```
@MainActor
public struct FakeModule {
    let tester: SessionTester
    let moduleFrame: ModuleFrame

    init(tester: SessionTester, frame: ModuleFrame) {
        self.tester = tester
        self.moduleFrame = frame
    }

    /// The fake's frame (`CreateCar#1`).
    public var frame: FrameID { moduleFrame.id }
    /// The module it stands for.
    public var module: String { moduleFrame.moduleName }
    /// The frame whose module opened it.
    public var opener: FrameID? { moduleFrame.fake?.opener }
    /// What the opener configured it with, as its input record recorded it (`{"carId":"c2"}`).
    public var input: JSONValue { moduleFrame.moduleState() }
    /// Whether it is still open.
    public var isOpen: Bool { moduleFrame.isOpen }

    /// Calls the opener's output as the module would, typed: `emit { (output:
    /// any CreateCarModuleOutput) in output.didCreateCar(car) }`; then settles.
    /// Throws when the opener gave no output, or one of another type.
    public func emit<Output>(_ call: (Output) throws -> Void) throws {
        try tester.session.send(from: moduleFrame, as: Output.self, call)
        try tester.settleAsConfigured()
    }

    /// Sends the output event `event` the module's registration declares,
    /// with no value (the shell's `emit <Module> <event>`); then settles.
    public func emit(_ event: String) throws {
        try send(event, payload: nil)
    }

    /// Sends the output event `event` with `payload`, written as JSON and
    /// decoded as the event's value (the shell's `emit <Module> <event> <json>`); then settles.
    public func emit<Payload: Encodable>(_ event: String, _ payload: Payload) throws {
        try send(event, payload: try JSONValueEncoder().encode(payload))
    }

    /// Closes the fake as the module would close itself (logged as its `close` request); then settles.
    public func close() throws {
        try tester.session.close(fake: moduleFrame)
        try tester.settleAsConfigured()
    }

    private func send(_ event: String, payload: JSONValue?) throws {
        guard moduleFrame.isOpen else { throw TransitionError.frameClosed(frame.description) }
        try tester.session.emit(event, from: module, payload: payload, frame: moduleFrame)
        try tester.settleAsConfigured()
    }
}
