import ViperRuntime

/// One `run --var name=value`: a script variable every scenario starts with.
public struct VariableAssignment: Sendable, Equatable {
    /// Letters, digits and `_`, not starting with a digit.
    public let name: String
    /// Everything after the first `=` (may be empty, may hold more `=`).
    public let value: String

    /// Parses `name=value`; anything else is an error repeating the text.
    public init(parsing text: String) throws(MalformedVariableError) {
        guard let (name, value) = VariableExpansion.assignment(text) else { throw MalformedVariableError(assignment: text) }
        self.name = name
        self.value = value
    }

    /// The variables `assignments` set, a later one of the same name winning.
    public static func variables(_ assignments: [VariableAssignment]) -> [String: String] {
        var variables: [String: String] = [:]
        for assignment in assignments { variables[assignment.name] = assignment.value }
        return variables
    }

    /// A `--var` that is not `name=value`.
    public struct MalformedVariableError: Error, Equatable, CustomStringConvertible {
        public var assignment: String
        public var message: String {
            "--var takes name=value with a name of letters, digits and _ (not starting with a digit), not '\(displayed(assignment))'"
        }
        public var description: String { message }
    }
}
