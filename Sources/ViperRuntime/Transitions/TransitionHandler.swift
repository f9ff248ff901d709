/// What a router uses to open and close modules: the frame its module lives in.
///
/// A router holds it weakly. Opening builds the module through the registry,
/// hands the caller the new module's input (cast to the protocol asked for,
/// or a thrown `ModuleWiringError`), chains the output if one is given, runs
/// `configure` before the module appears, and only then shows it. If any of
/// that throws, nothing is shown and the stack is as it was.
@MainActor
public protocol TransitionHandler: AnyObject {
    /// Opens `name` on top of the stack by push or present.
    @discardableResult
    func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input

    /// Places `name` in this module's `slot`, replacing whatever was there.
    @discardableResult
    func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, output: (any ModuleOutput)?,
        configure: (Input) throws -> Void
    ) throws -> Input

    /// Opens `name` on top of the stack with `parameters`, checked against the
    /// module's declared parameters (required, defaults, unknown names) and
    /// handed to it by its registration, as for a root open.
    func openModule(
        _ name: String, style: PresentationStyle, parameters: [String: String], output: (any ModuleOutput)?
    ) throws

    /// Closes this module and every module above it. On the root module it
    /// does nothing (closing the root is refused by the session); an
    /// embedded module leaves its container's slot.
    func closeCurrentModule()

    /// Closes every module above the root.
    func closeToRootModule()
}

// MARK: - Conveniences

extension TransitionHandler {
    /// Opens `name` without chaining an output.
    @discardableResult
    public func openModule<Input>(
        _ name: String, as input: Input.Type, style: PresentationStyle, configure: (Input) throws -> Void = { _ in }
    ) throws -> Input {
        try openModule(name, as: input, style: style, output: nil, configure: configure)
    }

    /// Embeds `name` without chaining an output.
    @discardableResult
    public func embedModule<Input>(
        _ name: String, as input: Input.Type, inSlot slot: String, configure: (Input) throws -> Void = { _ in }
    ) throws -> Input {
        try embedModule(name, as: input, inSlot: slot, output: nil, configure: configure)
    }
}

// MARK: - Opening by key

extension TransitionHandler {
    /// Opens `key`'s module by push or present and hands back its typed input,
    /// after `configure` has run on it.
    @discardableResult
    public func open<Input>(
        _ key: ModuleKey<Input>, style: PresentationStyle, output: (any ModuleOutput)? = nil,
        configure: (Input) throws -> Void = { _ in }
    ) throws -> Input {
        try openModule(key.name, as: Input.self, style: style, output: output, configure: configure)
    }

    /// Places `key`'s module in this module's `slot` and hands back its typed input.
    @discardableResult
    public func embed<Input>(
        _ key: ModuleKey<Input>, inSlot slot: String, output: (any ModuleOutput)? = nil,
        configure: (Input) throws -> Void = { _ in }
    ) throws -> Input {
        try embedModule(key.name, as: Input.self, inSlot: slot, output: output, configure: configure)
    }

    /// Opens `key`'s module configured from `parameters`, checked as on any open.
    public func open<Input>(
        _ key: ModuleKey<Input>, style: PresentationStyle, parameters: [String: String], output: (any ModuleOutput)? = nil
    ) throws {
        try openModule(key.name, style: style, parameters: parameters, output: output)
    }
}

// MARK: - Routers' weak handler

extension Optional where Wrapped == any TransitionHandler {
    /// The handler a router holds weakly, or `TransitionError.frameClosed`
    /// naming `module` once its frame is gone: the one guard every router needs.
    public func required(by module: String) throws(TransitionError) -> any TransitionHandler {
        guard let handler = self else { throw .frameClosed(module) }
        return handler
    }
}
