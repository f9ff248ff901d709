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
    public private(set) var registrations: [ModuleRegistration] = []
    /// Registered names, by position in `registrations`.
    private var index = NameIndex()

    /// What must hold after every step of a session of these modules (see `declare(_:)`).
    package internal(set) var invariants: [SessionInvariant] = []

    /// Whether registering checks each registration (see `init(reservedNames:checkingRegistrations:)`).
    private let checksRegistrations: Bool

    public init(reservedNames: Set<String> = []) {
        self.reservedNames = reservedNames
        checksRegistrations = true
    }

    /// A registry that, with `checkingRegistrations` false, adds what it is
    /// given without checking it: for a shell that filled a checked registry
    /// with the same registrations before (explore's thousandth walk of one
    /// configuration), where every check would pass again.
    package init(reservedNames: Set<String>, checkingRegistrations: Bool) {
        self.reservedNames = reservedNames
        checksRegistrations = checkingRegistrations
    }

    /// Adds `registration`, or throws why it cannot be added (nothing is added then).
    public func register(_ registration: ModuleRegistration) throws(RegistryError) {
        if checksRegistrations { try check(registration, alsoTaken: []) }
        index.append(registration.name)
        registrations.append(registration)
    }

    /// Adds every registration of a feature, or none of them when one is refused.
    public func register(_ batch: [ModuleRegistration]) throws(RegistryError) {
        if checksRegistrations {
            var taken = Set<String>()
            for registration in batch {
                try check(registration, alsoTaken: taken)
                taken.insert(registration.name)
            }
        }
        for registration in batch {
            index.append(registration.name)
            registrations.append(registration)
        }
    }

    /// Throws what is wrong with `registration` if it were added now, with
    /// `alsoTaken` names registered before it: its name, a name already
    /// taken, a reserved word, its actions' names and parameters. Every
    /// session registers every module, so the checks read ASCII bytes and
    /// look at Unicode properties only for other text.
    private func check(_ registration: ModuleRegistration, alsoTaken: Set<String>) throws(RegistryError) {
        let name = registration.name
        guard Self.isModuleName(name) else { throw .invalidModuleName(name) }
        guard index.position(of: name) == nil, !alsoTaken.contains(name) else { throw .duplicateModule(name) }
        guard !reservedNames.contains(name) else { throw .moduleNameIsCommand(name) }
        var seen = Set<String>()
        for action in registration.actions {
            guard Self.isOneWord(action.name) else {
                throw .invalidAction(module: name, action: action.name, reason: "an action name is one word")
            }
            guard !reservedNames.contains(action.name) else { throw .actionNameIsCommand(module: name, action: action.name) }
            guard seen.insert(action.name).inserted else { throw .duplicateAction(module: name, action: action.name) }
            if let variadic = action.parameters.firstIndex(where: \.isVariadic), variadic != action.parameters.count - 1 {
                throw .invalidAction(module: name, action: action.name, reason: "only the last parameter may be variadic")
            }
        }
    }

    /// An ASCII letter, then ASCII letters and digits.
    private static func isModuleName(_ name: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    /// Not empty, and no whitespace, `#` or quote in it.
    private static func isOneWord(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        let forbidden: (Character) -> Bool = { $0.isWhitespace || $0 == "#" || $0 == "\"" || $0 == "'" }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return !name.contains(where: forbidden) }
        // ASCII: whitespace is tab to carriage return, and space; plus the three marks.
        return !name.utf8.contains { (0x09...0x0D).contains($0) || $0 == 0x20 || $0 == 0x23 || $0 == 0x22 || $0 == 0x27 }
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
