/// One registered route: a pattern, the module it opens, and how the
/// pattern's parameters become the module's parameters.
public struct RouteEntry: Sendable {
    public let pattern: RoutePattern
    public let module: String
    /// For each pattern parameter passed to the module, the module's parameter
    /// name (`carId` → `carId`); parameters not listed here only select the route.
    public let parameterNames: [String: String]
    /// Checks for parameter values, by pattern parameter name.
    public let checks: [String: RouteParameterCheck]

    /// A route for `module`; by default every pattern parameter is passed under its own name.
    public init(
        _ pattern: String, module: String, parameterNames: [String: String]? = nil,
        checks: [String: RouteParameterCheck] = [:]
    ) throws(RoutePatternError) {
        let parsed = try RoutePattern(parsing: pattern)
        let names = parameterNames ?? Dictionary(uniqueKeysWithValues: parsed.parameterNames.map { ($0, $0) })
        for name in names.keys.sorted() + checks.keys.sorted() where !parsed.parameterNames.contains(name) {
            throw .unknownParameter(pattern: pattern, name: name)
        }
        self.pattern = parsed
        self.module = module
        self.parameterNames = names
        self.checks = checks
    }
}

/// A rule a parameter value must follow beyond being a non-empty segment
/// without control characters (`an integer`, `one of top, new`).
public struct RouteParameterCheck: Sendable {
    /// What the value must be, for the error: `must be a car id like c3`.
    public let requirement: String
    public let accepts: @Sendable (String) -> Bool

    public init(_ requirement: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.requirement = requirement
        self.accepts = accepts
    }

    /// A value from a fixed list.
    public static func oneOf(_ values: [String]) -> RouteParameterCheck {
        RouteParameterCheck("must be one of \(values.joined(separator: ", "))") { values.contains($0) }
    }
}
