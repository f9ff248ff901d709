import ViperRuntime

/// The words given to a command, already counted and checked against its
/// declared parameters (variables expanded): read by position like an array
/// of words, or by parameter name (`text("name")`, `integer("count")`).
public struct CommandArguments: RandomAccessCollection, Sendable {
    /// The words as given, quoting kept.
    public let words: [Word]
    /// The command's declared parameters (empty for a command that reads its words itself).
    public let parameters: [ActionParameter]

    init(words: [Word], parameters: [ActionParameter] = []) {
        self.words = words
        self.parameters = parameters
    }

    public var startIndex: Int { words.startIndex }
    public var endIndex: Int { words.endIndex }
    public subscript(position: Int) -> Word { words[position] }

    /// The word given for the parameter `name` (for the last, variadic one:
    /// every remaining word joined by single spaces), or nil when an optional
    /// parameter was left out or no parameter has that name.
    public func text(_ name: String) -> String? {
        guard let index = parameters.firstIndex(where: { $0.name == name }), index < words.count else { return nil }
        guard parameters[index].isVariadic else { return words[index].text }
        return words[index...].map(\.text).joined(separator: " ")
    }

    /// The whole number given for the parameter `name`, when it was given
    /// (a declared `.integer` parameter is checked before the command runs).
    public func integer(_ name: String) -> Int? {
        text(name).flatMap { Int($0) }
    }
}
