import ViperRuntime

/// A test double for `TransitionHandler`: it records what a router asks of it
/// instead of building modules.
///
/// Give a router one of these (routers hold their handler weakly, so the test
/// keeps it), trigger the router, then check `transitions`,
/// `closeCurrentCount` and `closeToRootCount`. Opening or embedding a module
/// hands back `moduleInput` cast to the input the router asks for (a
/// mismatch throws `ModuleWiringError.inputMismatch`, as a real stack would)
/// and runs the router's `configure` closure on it, so a test can check what
/// the router configured. Set `failure` to make every open and embed throw
/// that error instead; the transition is still recorded.
@MainActor
public final class RecordingTransitionHandler: TransitionHandler {
    /// One `openModule` or `embedModule` call.
    public struct Transition {
        /// The module name the router asked for.
        public var module: String
        /// `.push` or `.present` for an opened module; `nil` for an embedded one.
        public var style: PresentationStyle?
        /// The slot of an embedded module; `nil` for an opened one.
        public var slot: String?
        /// The output the router chained, held weakly as a module's own output
        /// would be, so recording it does not keep it alive.
        public weak var output: (any ModuleOutput)?
        /// The parameters of an open by parameters; empty otherwise.
        public var parameters: [String: String]

        public init(
            module: String, style: PresentationStyle?, slot: String?, output: (any ModuleOutput)?,
            parameters: [String: String] = [:]
        ) {
            self.module = module
            self.style = style
            self.slot = slot
            self.output = output
            self.parameters = parameters
        }
    }

    /// Every open and embed asked for, in order.
    public var transitions: [Transition] = []
    /// How many times `closeCurrentModule()` was called.
    public var closeCurrentCount = 0
    /// How many times `closeToRootModule()` was called.
    public var closeToRootCount = 0
    /// What an opened or embedded module hands back as its input.
    public var moduleInput: AnyObject?
    /// An error to throw from every open and embed instead of handing back `moduleInput`.
    public var failure: (any Error)?

    public init(moduleInput: AnyObject? = nil) {
        self.moduleInput = moduleInput
    }

    // MARK: - TransitionHandler

    public func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        transitions.append(Transition(module: name, style: style, slot: nil, output: output))
        return try handOver(input, of: name, configure: configure)
    }

    public func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input {
        transitions.append(Transition(module: name, style: nil, slot: slot, output: output))
        return try handOver(input, of: name, configure: configure)
    }

    /// Records the open with `parameters`; it builds nothing, so it hands nothing back.
    public func openModule(
        _ name: String, style: PresentationStyle, parameters: [String: String], output: (any ModuleOutput)?
    ) throws {
        transitions.append(Transition(module: name, style: style, slot: nil, output: output, parameters: parameters))
        if let failure { throw failure }
    }

    public func closeCurrentModule() { closeCurrentCount += 1 }

    public func closeToRootModule() { closeToRootCount += 1 }

    // MARK: - Private

    private func handOver<Input>(_ input: Input.Type, of name: String, configure: (Input) throws -> Void) throws -> Input {
        if let failure { throw failure }
        guard let typed = moduleInput as? Input else {
            throw ModuleWiringError.inputMismatch(
                module: name, expected: String(describing: Input.self),
                found: moduleInput.map { String(describing: type(of: $0)) } ?? "nothing")
        }
        try configure(typed)
        return typed
    }
}
