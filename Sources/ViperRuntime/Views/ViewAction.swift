/// An action a terminal view declares: what a user can do on its screen.
///
/// Declaring actions up front lets the registry reject reserved names, lets
/// the runtime check arguments before the view sees them,
/// and gives help and completion something to list.
public struct ViewAction: Sendable, Hashable {
    public var name: String
    public var parameters: [ActionParameter]
    /// One line, shown by `actions` and `help`.
    public var help: String

    public init(_ name: String, _ parameters: [ActionParameter] = [], help: String) {
        self.name = name
        self.parameters = parameters
        self.help = help
    }

    /// `select <n>`, `search [text...]`, `fill <field> <text...>`.
    public var usage: String {
        parameters.isEmpty ? name : ([name] + parameters.map(\.usage)).joined(separator: " ")
    }
}

/// One parameter of a `ViewAction`.
public struct ActionParameter: Sendable, Hashable {
    /// What values a parameter takes.
    public enum Kind: Sendable, Hashable {
        /// Any word.
        case text
        /// A whole number, optionally within bounds.
        case integer(minimum: Int? = nil)
        /// One of a fixed list of words.
        case choice([String])
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    /// Takes every remaining word, joined by single spaces (`fill model Model 3`).
    /// Only the last parameter may be variadic.
    public var isVariadic: Bool
    /// Values that work, which a user could not guess (a demo account's
    /// password): `explore` tries them beside the values it makes up. Help,
    /// completion and argument checks do not read them.
    public var examples: [String]

    public init(_ name: String, _ kind: Kind = .text, optional: Bool = false, variadic: Bool = false, examples: [String] = []) {
        self.name = name
        self.kind = kind
        self.isOptional = optional
        self.isVariadic = variadic
        self.examples = examples
    }

    /// A whole-number parameter such as a row number.
    public static func integer(_ name: String, minimum: Int? = nil) -> ActionParameter {
        ActionParameter(name, .integer(minimum: minimum))
    }

    /// A parameter that takes one of `choices`.
    public static func choice(_ name: String, _ choices: [String]) -> ActionParameter {
        ActionParameter(name, .choice(choices))
    }

    /// `<n>`, `[text...]`.
    public var usage: String {
        let inner = name + (isVariadic ? "..." : "")
        return isOptional ? "[\(inner)]" : "<\(inner)>"
    }
}
