/// One typed parameter of a view action: how it is declared (`<n>`,
/// `[text...]`, `<field>`) and the value its handler receives (`Int`,
/// `String?`, a `CarField`).
///
/// The runtime checks the words a user typed against `parameter` before the
/// handler runs, so a handler never parses, never falls back to a default and
/// never sees a word outside a fixed set.
public struct ActionInput<Value>: Sendable {
    /// The declaration help, completion and the registry read.
    public let parameter: ActionParameter
    /// The value of a word that passed `parameter`'s check (nil when left out).
    @usableFromInline let read: @Sendable (String?) -> Value?

    init(_ parameter: ActionParameter, read: @escaping @Sendable (String?) -> Value?) {
        self.parameter = parameter
        self.read = read
    }

    /// The same parameter with example values that work (`.word("password").examples("demo123")`),
    /// which `explore` tries beside the values it makes up.
    public func examples(_ values: String...) -> ActionInput {
        var parameter = parameter
        parameter.examples = values
        return ActionInput(parameter, read: read)
    }
}

// MARK: - Numbers

extension ActionInput where Value == Int {
    /// A row number, 1 or more: `<n>`.
    public static func row(_ name: String = "n") -> ActionInput {
        integer(name, minimum: 1)
    }

    /// A whole number, `minimum` or more when given.
    public static func integer(_ name: String, minimum: Int? = nil) -> ActionInput {
        ActionInput(.integer(name, minimum: minimum)) { $0.flatMap { Int($0) } }
    }
}

// MARK: - Text

extension ActionInput where Value == String {
    /// One word: `<name>`.
    public static func word(_ name: String) -> ActionInput {
        ActionInput(ActionParameter(name)) { $0 }
    }

    /// Every remaining word, joined by single spaces; at least one: `<text...>`.
    public static func text(_ name: String) -> ActionInput {
        ActionInput(ActionParameter(name, variadic: true)) { $0 }
    }

    /// One of `choices`, as typed: `<name>`.
    public static func choice(_ name: String, _ choices: [String]) -> ActionInput {
        ActionInput(.choice(name, choices)) { $0.flatMap { choices.contains($0) ? $0 : nil } }
    }
}

extension ActionInput where Value == String? {
    /// Every remaining word, joined by single spaces, or nil when none: `[text...]`.
    public static func optionalText(_ name: String) -> ActionInput {
        ActionInput(ActionParameter(name, optional: true, variadic: true)) { .some($0) }
    }
}

// MARK: - Choices

extension ActionInput where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of `Value`'s cases, typed as its raw value: `<field>` for `make`, `model` or `trim`.
    public static func choice(_ name: String, _ type: Value.Type = Value.self) -> ActionInput {
        ActionInput(.choice(name, Value.allCases.map { $0.rawValue })) { $0.flatMap(Value.init(rawValue:)) }
    }
}
