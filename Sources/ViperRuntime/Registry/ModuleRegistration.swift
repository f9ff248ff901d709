/// One module as the registry knows it: its name, what it is for, what it
/// accepts, what its view offers, and how to build an instance.
@MainActor
public struct ModuleRegistration {
    public let name: String
    /// One line for `modules`.
    public let summary: String
    public let parameters: [ModuleParameter]
    /// The view's declared actions.
    public let actions: [ViewAction]
    let assemble: @MainActor (ModuleContext) -> AssembledModule

    /// Registers a module whose view is `View`; `assemble` builds one instance.
    public init<View: TerminalView>(
        name: String, summary: String, parameters: [ModuleParameter] = [], view: View.Type,
        assemble: @escaping @MainActor (ModuleContext) -> AssembledModule
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.actions = View.actions
        self.assemble = assemble
    }

    /// Checks shell arguments against the declared parameters, filling in defaults.
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
}
