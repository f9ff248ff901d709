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

    /// What usage and help call it (`n`, `file`, `text`), and the name a
    /// command reads its value by (`arguments.text("file")`).
    public var name: String
    /// What values it takes: any word, a whole number, one of some choices.
    public var kind: Kind
    /// Whether it may be left out (`[file]` in the usage).
    public var isOptional: Bool
    /// Takes every remaining word, joined by single spaces (`fill model Model 3`).
    /// Only the last parameter may be variadic.
    public var isVariadic: Bool
    /// Values that work, which a user could not guess (a demo account's
    /// password): `explore` tries them beside the values it makes up. Help,
    /// completion and argument checks do not read them.
    public var examples: [String]
    /// Whether the word names a file or folder: completion offers paths.
    public var isPath: Bool = false

    /// A parameter named `name` of `kind` (any word, by default): `optional`
    /// may be left out, `variadic` (the last parameter only) takes every
    /// remaining word (`ActionParameter("message", variadic: true)`).
    public init(_ name: String, _ kind: Kind = .text, optional: Bool = false, variadic: Bool = false, examples: [String] = []) {
        self.name = name
        self.kind = kind
        self.isOptional = optional
        self.isVariadic = variadic
        self.examples = examples
    }

    /// A file or folder name: any word, completed as a path. A command
    /// resolves it as the built-in ones do with `CommandContext.resolve(_:)`
    /// (relative to the running script's folder).
    public static func file(_ name: String = "file", optional: Bool = false) -> ActionParameter {
        var parameter = ActionParameter(name, optional: optional)
        parameter.isPath = true
        return parameter
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
