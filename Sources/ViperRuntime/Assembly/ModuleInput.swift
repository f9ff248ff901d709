/// The face a module shows to whoever opens it: its presenter.
///
/// A feature refines it per module (`CarDetailModuleInput` with
/// `configure(with:)`); the transition handler casts an opened module's
/// presenter to the refined protocol the caller asks for, and reports a
/// mismatch as `ModuleWiringError` instead of crashing.
@MainActor
public protocol ModuleInput: AnyObject {
    /// Connects the module's output to the module that opened it. The default
    /// rejects it: a module that reports nothing has no output to set.
    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError)

    /// Configures the module from named parameters, for a module registered
    /// without a key-based `configure` adapter. The registry has already
    /// checked the names against the declared parameters. The default accepts
    /// only an empty set.
    func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError)
}

/// What a module reports to the module that opened it (`didCreateCar(_:)`,
/// `didPerformLoginWithSuccess()`); features refine it per module.
@MainActor
public protocol ModuleOutput: AnyObject {}

/// The module's state as JSON, for dumps and `expect state`.
@MainActor
public protocol ModuleStateProviding: AnyObject {
    /// JSON values only; keys are sorted when encoded.
    func moduleState() -> JSONValue
}

/// A presenter as the runtime sees it: configurable and dumpable.
public typealias ModulePresenter = ModuleInput & ModuleStateProviding

// MARK: - Defaults

extension ModuleInput {
    public func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        throw .outputNotAccepted(module: String(describing: type(of: self)), output: String(describing: type(of: output)))
    }

    public func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError) {
        guard parameters.values.isEmpty else {
            throw .invalidParameter(name: parameters.values.keys.sorted()[0], reason: "this module takes no parameters")
        }
    }

    /// Casts `output` to the module's own output protocol, or throws the
    /// mismatch; for use in `setModuleOutput(_:)`.
    @inlinable
    public func requireOutput<Output>(_ output: any ModuleOutput, as type: Output.Type) throws(ModuleWiringError) -> Output {
        guard let typed = output as? Output else {
            throw .outputMismatch(
                module: String(describing: Swift.type(of: self)),
                expected: String(describing: Output.self),
                found: String(describing: Swift.type(of: output)))
        }
        return typed
    }
}
