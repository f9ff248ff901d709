/// A named parameter a module accepts when opened (`carId=c3`).
public struct ModuleParameter: Sendable, Hashable {
    public var name: String
    /// One line for `modules` and `help`.
    public var help: String
    public var isRequired: Bool
    /// The value used when the parameter is left out, if any (shown in `modules`).
    public var defaultValue: String?

    public init(_ name: String, help: String, required: Bool = false, default defaultValue: String? = nil) {
        self.name = name
        self.help = help
        self.isRequired = required
        self.defaultValue = defaultValue
    }

    /// `carId=<value>`, `[feed=news]`.
    public var usage: String {
        isRequired ? "\(name)=<value>" : "[\(name)=\(defaultValue ?? "<value>")]"
    }
}

/// The checked `key=value` arguments of an `open` command.
public struct ModuleParameters: Sendable, Equatable {
    public var values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public subscript(name: String) -> String? { values[name] }
}
