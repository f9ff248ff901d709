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

    /// Closes this module and every module above it. On the root module it
    /// does nothing (the shell's `back` reports that case as an error); an
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
