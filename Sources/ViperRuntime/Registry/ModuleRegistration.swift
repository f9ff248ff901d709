/// One module as the registry knows it: its name, what it is for, what it
/// accepts, what its view offers, what it may open, and how to build an instance.
@MainActor
public struct ModuleRegistration {
    public let name: String
    /// One line for listings.
    public let summary: String
    public let parameters: [ModuleParameter]
    /// The view's declared actions.
    public let actions: [ViewAction]
    /// The modules this one may open or embed, and how; anything else is refused.
    public let navigation: [ModuleNavigation]
    /// Deep-link patterns that lead to this module.
    public let routes: [ModuleRoute]
    /// The name of the module's ModuleInput protocol, when registered by key.
    public var inputProtocol: String? { inputProtocolName?() }
    /// Spells `inputProtocol` when asked: naming a type costs a demangling, and
    /// start-up registers every module while only `describe` and traces read it.
    private let inputProtocolName: (@Sendable () -> String)?
    /// The name of the module's ModuleOutput protocol, when its key names one.
    public var outputProtocol: String? { outputProtocolName?() }
    /// Spells `outputProtocol` when asked (see `inputProtocolName`).
    private let outputProtocolName: (@Sendable () -> String?)?
    /// Builds one instance of the module in `context`'s frame (usable from tests).
    public let assemble: @MainActor (ModuleContext) -> AssembledModule
    private let applyParameters: (@MainActor (ModuleParameters, any ModulePresenter) throws -> Void)?

    /// Registers a module by name whose view is `View`; `assemble` builds one
    /// instance. Its presenter's `configure(withParameters:)` reads parameters.
    public init<View: TerminalView>(
        name: String, summary: String, parameters: [ModuleParameter] = [], navigation: [ModuleNavigation] = [],
        routes: [ModuleRoute] = [], view: View.Type, assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.actions = View.actions.declarations
        self.navigation = navigation
        self.routes = routes
        self.inputProtocolName = nil
        self.outputProtocolName = nil
        self.assemble = assemble
        self.applyParameters = nil
    }

    /// Registers the module of `key` whose view is `View`. `configure` turns
    /// checked parameters into the typed ModuleInput call (presenters never
    /// parse parameters); it runs on every open that passes parameters.
    public init<Input, View: TerminalView>(
        _ key: ModuleKey<Input>, summary: String, parameters: [ModuleParameter] = [],
        navigation: [ModuleNavigation] = [], routes: [ModuleRoute] = [], view: View.Type,
        configure: (@MainActor (ModuleParameters, Input) throws -> Void)? = nil,
        assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        self.name = key.name
        self.summary = summary
        self.parameters = parameters
        self.actions = View.actions.declarations
        self.navigation = navigation
        self.routes = routes
        self.inputProtocolName = { key.inputProtocol }
        self.outputProtocolName = { key.outputProtocol }
        self.assemble = assemble
        if let configure {
            let name = key.name
            self.applyParameters = { @MainActor (parameters: ModuleParameters, presenter: any ModulePresenter) throws in
                guard let typed = presenter as? Input else {
                    throw ModuleWiringError.inputMismatch(
                        module: name, expected: String(describing: Input.self),
                        found: String(describing: type(of: presenter)))
                }
                try configure(parameters, typed)
            }
        } else {
            self.applyParameters = nil
        }
    }

    /// The slots this module embeds others in, in declaration order.
    public var slots: [String] {
        var seen = Set<String>()
        return navigation.compactMap { entry -> String? in
            guard case .embed(let slot) = entry.style, seen.insert(slot).inserted else { return nil }
            return slot
        }
    }

    /// Whether this module declares opening `module` in `style`.
    /// A plain loop, as it runs on every open (a main-actor closure would check the executor per entry).
    public func declares(_ module: String, style: ModuleNavigation.Style) -> Bool {
        for entry in navigation where entry.module == module && entry.style == style { return true }
        return false
    }

    /// Checks parameters against the declared ones, filling in defaults.
    public func checkParameters(_ given: [String: String]) throws(RegistryError) -> ModuleParameters {
        var values = given
        for key in given.keys.sorted() where !parameters.contains(where: { $0.name == key }) {
            throw .unknownParameter(module: name, parameter: key, accepted: parameters.map(\.name))
        }
        for parameter in parameters where values[parameter.name] == nil {
            if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else if parameter.isRequired {
                throw .missingParameter(module: name, parameter: parameter.name)
            }
        }
        return ModuleParameters(values)
    }

    /// Hands checked parameters to a new instance, as every open does: through
    /// the registration's `configure` when it has one, else the presenter's
    /// `configure(withParameters:)`. Tests use it to check a registration's adapter.
    public func configure(_ presenter: any ModulePresenter, with parameters: ModuleParameters) throws {
        if let applyParameters {
            try applyParameters(parameters, presenter)
        } else {
            try presenter.configure(withParameters: parameters)
        }
    }
}
