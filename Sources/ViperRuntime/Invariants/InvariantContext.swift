/// What an invariant's check sees: the session after a step, read-only: the
/// open modules, with their typed states and the actions they offer, and the
/// services the configuration provided (a server's data, kept in memory).
@MainActor
public struct InvariantContext {
    let session: ViperSession

    init(session: ViperSession) {
        self.session = session
    }

    /// Every open module: the stack root first, each container before the modules embedded in it.
    public var modules: [OpenModule] {
        var modules: [OpenModule] = []
        func visit(_ frame: ModuleFrame) {
            modules.append(OpenModule(frame: frame))
            frame.embedded.forEach(visit)
        }
        session.stack.frames.forEach(visit)
        return modules
    }

    /// The open modules of `key`, root first.
    public func modules<Input>(_ key: ModuleKey<Input>) -> [OpenModule] {
        modules.filter { $0.name == key.name }
    }

    /// The session's `Service`, as the configuration provided it (`SessionServices.provide`).
    public func service<Service>(_ type: Service.Type = Service.self) -> Service? {
        session.services.resolve(type)
    }
}

/// One open module, as an invariant's check reads it.
@MainActor
public struct OpenModule {
    let frame: ModuleFrame

    /// `Catalog#1`.
    public var id: FrameID { frame.id }

    /// The module's registered name.
    public var name: String { frame.moduleName }

    /// Its presenter's state as `State`, when the presenter conforms to
    /// `EncodableModuleState` with that state type; nil otherwise.
    public func state<State>(as type: State.Type = State.self) -> State? {
        guard let encodable = frame.presenter as? any EncodableModuleState else { return nil }
        return Self.state(of: encodable, as: type)
    }

    private static func state<Presenter: EncodableModuleState, State>(of presenter: Presenter, as type: State.Type) -> State? {
        presenter.encodableState as? State
    }

    /// The names of the actions its screen offers now (its own, then its
    /// embedded children's): what a user could do next.
    public var actionNames: [String] { frame.availableActions.map(\.action.name) }
}
