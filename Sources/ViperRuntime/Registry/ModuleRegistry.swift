/// The modules a session can open, by unique name.
///
/// Registration is where mistakes are caught: a duplicate name, a module or
/// view action that takes a reserved name (whoever builds the registry passes
/// the words it keeps for itself as `reservedNames`), an action declared twice, a variadic parameter that is
/// not last. Lookups of unknown names suggest the closest registered ones.
@MainActor
public final class ModuleRegistry {
    /// Words no module or action may use, given by whoever builds the registry.
    public let reservedNames: Set<String>
    /// Unchecked exclusivity (read on every open), as in `TransitionStack`.
    @exclusivity(unchecked) public private(set) var registrations: [ModuleRegistration] = []
    /// Registered names, by position in `registrations`.
    @exclusivity(unchecked) private var index = NameIndex()

    public init(reservedNames: Set<String> = []) {
        self.reservedNames = reservedNames
    }

    /// Adds `registration`, or throws why it cannot be added (nothing is added then).
    public func register(_ registration: ModuleRegistration) throws(RegistryError) {
        let name = registration.name
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { throw .invalidModuleName(name) }
        guard index.position(of: name) == nil else { throw .duplicateModule(name) }
        guard !reservedNames.contains(name) else { throw .moduleNameIsCommand(name) }
        var seen = Set<String>()
        for action in registration.actions {
            guard !action.name.isEmpty, !action.name.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "\"" || $0 == "'" }) else {
                throw .invalidAction(module: name, action: action.name, reason: "an action name is one word")
            }
            guard !reservedNames.contains(action.name) else { throw .actionNameIsCommand(module: name, action: action.name) }
            guard seen.insert(action.name).inserted else { throw .duplicateAction(module: name, action: action.name) }
            if let variadic = action.parameters.firstIndex(where: \.isVariadic), variadic != action.parameters.count - 1 {
                throw .invalidAction(module: name, action: action.name, reason: "only the last parameter may be variadic")
            }
        }
        index.append(name)
        registrations.append(registration)
    }

    /// Adds every registration of a feature, or none of them when one is refused.
    public func register(_ batch: [ModuleRegistration]) throws(RegistryError) {
        let rehearsal = ModuleRegistry(reservedNames: reservedNames)
        for registration in batch {
            if index.position(of: registration.name) != nil { throw .duplicateModule(registration.name) }
            try rehearsal.register(registration)
        }
        for registration in batch { try register(registration) }
    }

    /// The registration named `name`, exactly (names are case-sensitive).
    public func registration(named name: String) -> ModuleRegistration? {
        guard let position = index.position(of: name) else { return nil }
        return registrations[position]
    }

    /// The registration named `name`, or an error that suggests close names.
    public func lookup(_ name: String) throws(RegistryError) -> ModuleRegistration {
        registrations[try position(of: name)]
    }

    /// Where the registration named `name` is in `registrations`, or an error
    /// that suggests close names. Positions never change once registered, so
    /// a session can keep per-module counts in an array indexed by them.
    func position(of name: String) throws(RegistryError) -> Int {
        if let position = index.position(of: name) { return position }
        throw .unknownModule(name, suggestions: Suggestions.closest(to: name, among: registrations.map(\.name)))
    }

    /// Registered names, in registration order.
    public var names: [String] { registrations.map(\.name) }
}
