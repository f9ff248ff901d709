/// One module as the registry knows it: its name, what it is for, what it
/// accepts, what its view offers, what it may open, and how to build an instance.
@MainActor
public struct ModuleRegistration {
    /// Everything a registration says, in one shared object: every open looks
    /// a registration up and every frame keeps one, and copying a struct of
    /// ten fields would retain each of them.
    private final class Storage {
        let name: String
        let summary: String
        let parameters: [ModuleParameter]
        let actions: [ViewAction]
        let navigation: [ModuleNavigation]
        let routes: [ModuleRoute]
        let inputProtocolName: (@Sendable () -> String)?
        let outputProtocolName: (@Sendable () -> String?)?
        let assemble: @MainActor (ModuleContext) -> AssembledModule
        let applyParameters: (@MainActor (ModuleParameters, any ModulePresenter) throws -> Void)?
        let isEmbeddedOnly: Bool
        let makeInputRecord: (@MainActor () -> any AnyModuleInputRecord)?
        let outputEvents: [ModuleOutputEvent]

        init(
            name: String, summary: String, parameters: [ModuleParameter], actions: [ViewAction],
            navigation: [ModuleNavigation], routes: [ModuleRoute], inputProtocolName: (@Sendable () -> String)?,
            outputProtocolName: (@Sendable () -> String?)?, assemble: @escaping @MainActor (ModuleContext) -> AssembledModule,
            applyParameters: (@MainActor (ModuleParameters, any ModulePresenter) throws -> Void)?,
            isEmbeddedOnly: Bool = false, makeInputRecord: (@MainActor () -> any AnyModuleInputRecord)? = nil,
            outputEvents: [ModuleOutputEvent] = []
        ) {
            self.makeInputRecord = makeInputRecord
            self.outputEvents = outputEvents
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.actions = actions
            self.navigation = navigation
            self.routes = routes
            self.inputProtocolName = inputProtocolName
            self.outputProtocolName = outputProtocolName
            self.assemble = assemble
            self.applyParameters = applyParameters
            self.isEmbeddedOnly = isEmbeddedOnly
        }
    }

    private let storage: Storage

    public var name: String { storage.name }
    /// One line for listings.
    public var summary: String { storage.summary }
    public var parameters: [ModuleParameter] { storage.parameters }
    /// The view's declared actions.
    public var actions: [ViewAction] { storage.actions }
    /// The modules this one may open or embed, and how; anything else is refused.
    public var navigation: [ModuleNavigation] { storage.navigation }
    /// Deep-link patterns that lead to this module.
    public var routes: [ModuleRoute] { storage.routes }
    /// The name of the module's ModuleInput protocol, when registered by key.
    /// Spelled when asked: naming a type costs a demangling, and start-up
    /// registers every module while only `describe` and traces read it.
    public var inputProtocol: String? { storage.inputProtocolName?() }
    /// The name of the module's ModuleOutput protocol, when its key names one (spelled when asked).
    public var outputProtocol: String? { storage.outputProtocolName?() }
    /// Whether the module is made only to sit in another's slot (a list
    /// embedded in a container that feeds it): `explore` never opens it as a
    /// root. Declared, as nothing else tells it from a module that also works alone.
    public var isEmbeddedOnly: Bool { storage.isEmbeddedOnly }
    /// Builds one instance of the module in `context`'s frame (usable from tests).
    public var assemble: @MainActor (ModuleContext) -> AssembledModule { storage.assemble }
    /// Makes the module's input record (see `ModuleInputRecord`), when the registration gives one.
    var makeInputRecord: (@MainActor () -> any AnyModuleInputRecord)? { storage.makeInputRecord }
    /// What a fake of the module can send its opener (see `ModuleOutputEvent`).
    package var outputEvents: [ModuleOutputEvent] { storage.outputEvents }

    /// Registers a module by name whose view is `View`; `assemble` builds one
    /// instance. Its presenter's `configure(withParameters:)` reads parameters.
    /// `embeddedOnly` marks a module made only to be embedded (see `isEmbeddedOnly`).
    public init<View: TerminalView>(
        name: String, summary: String, parameters: [ModuleParameter] = [], navigation: [ModuleNavigation] = [],
        routes: [ModuleRoute] = [], embeddedOnly: Bool = false, view: View.Type,
        assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        storage = Storage(
            name: name, summary: summary, parameters: parameters, actions: View.actions.declarations,
            navigation: navigation, routes: routes, inputProtocolName: nil, outputProtocolName: nil,
            assemble: assemble, applyParameters: nil, isEmbeddedOnly: embeddedOnly)
    }

    /// Registers the module of `key` whose view is `View`, with `configure`
    /// turning checked parameters into the typed ModuleInput call: 0.8.0's
    /// initializer, the full one below without an input record or output events.
    public init<Input, View: TerminalView>(
        _ key: ModuleKey<Input>, summary: String, parameters: [ModuleParameter] = [],
        navigation: [ModuleNavigation] = [], routes: [ModuleRoute] = [], embeddedOnly: Bool = false, view: View.Type,
        configure: (@MainActor (ModuleParameters, Input) throws -> Void)? = nil,
        assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        self.init(
            key, summary: summary, parameters: parameters, navigation: navigation, routes: routes,
            embeddedOnly: embeddedOnly, view: view, configure: configure, inputRecord: nil, outputEvents: [],
            assemble: assemble)
    }

    /// Registers the module of `key` whose view is `View`. `configure` turns
    /// checked parameters into the typed ModuleInput call (presenters never
    /// parse parameters); it runs on every open that passes parameters.
    /// `inputRecord` makes the module's `ModuleInputRecord`, which the
    /// navigation log shows its input with and which stands for the module
    /// when it is faked; `outputEvents` are what a fake of it can send its
    /// opener (`emit`).
    public init<Input, View: TerminalView>(
        _ key: ModuleKey<Input>, summary: String, parameters: [ModuleParameter] = [],
        navigation: [ModuleNavigation] = [], routes: [ModuleRoute] = [], embeddedOnly: Bool = false, view: View.Type,
        configure: (@MainActor (ModuleParameters, Input) throws -> Void)? = nil,
        inputRecord: (@MainActor () -> ModuleInputRecord<Input>)? = nil,
        outputEvents: [ModuleOutputEvent] = [],
        assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        var applyParameters: (@MainActor (ModuleParameters, any ModulePresenter) throws -> Void)?
        if let configure {
            let name = key.name
            applyParameters = { @MainActor (parameters: ModuleParameters, presenter: any ModulePresenter) throws in
                guard let typed = presenter as? Input else {
                    throw ModuleWiringError.inputMismatch(
                        module: name, expected: String(describing: Input.self),
                        found: String(describing: type(of: presenter)))
                }
                try configure(parameters, typed)
            }
        }
        var makeInputRecord: (@MainActor () -> any AnyModuleInputRecord)?
        if let inputRecord {
            makeInputRecord = { @MainActor () -> any AnyModuleInputRecord in inputRecord() }
        }
        storage = Storage(
            name: key.name, summary: summary, parameters: parameters, actions: View.actions.declarations,
            navigation: navigation, routes: routes, inputProtocolName: { key.inputProtocol },
            outputProtocolName: { key.outputProtocol }, assemble: assemble, applyParameters: applyParameters,
            isEmbeddedOnly: embeddedOnly, makeInputRecord: makeInputRecord, outputEvents: outputEvents)
    }

    /// A fake of `registration`'s module: its name, no actions and no
    /// navigation (a fake opens nothing), the output events it can send.
    init(fakeOf registration: ModuleRegistration) {
        storage = Storage(
            name: registration.name, summary: registration.summary, parameters: [], actions: [], navigation: [], routes: [],
            inputProtocolName: registration.storage.inputProtocolName,
            outputProtocolName: registration.storage.outputProtocolName,
            assemble: { _ in preconditionFailure("a fake module is never assembled") }, applyParameters: nil,
            outputEvents: registration.outputEvents)
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
        for entry in storage.navigation where entry.module == module && entry.style == style { return true }
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
        if let applyParameters = storage.applyParameters {
            try applyParameters(parameters, presenter)
        } else {
            try presenter.configure(withParameters: parameters)
        }
    }
}
