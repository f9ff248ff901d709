/// The checked words of one action call, by parameter name.
///
/// The runtime builds it from the words a user typed, after checking them
/// against the action's declared parameters; each `ActionInput` then reads
/// its typed value from it, so a view's handler never parses.
public struct ActionArguments: Sendable, Equatable {
    /// The parameters, in order; the first `givenCount` were given words.
    /// The action's own list and the words as typed are kept as they are
    /// (shared, not copied), so checking an action's words allocates nothing:
    /// the word of parameter `i` is `words[i]`, or for a variadic (last)
    /// parameter every word from `i` on, joined by single spaces.
    private let parameters: [ActionParameter]
    private let words: [String]
    private let givenCount: Int

    /// The words by parameter name.
    public var values: [String: String] {
        var values: [String: String] = [:]
        for index in 0..<givenCount { values[parameters[index].name] = word(at: index) }
        return values
    }

    public init(_ values: [String: String] = [:]) {
        let names = values.keys.sorted()
        self.init(parameters: names.map { ActionParameter($0) }, words: names.map { values[$0]! }, givenCount: names.count)
    }

    private init(parameters: [ActionParameter], words: [String], givenCount: Int) {
        self.parameters = parameters
        self.words = words
        self.givenCount = givenCount
    }

    /// The word given for `name`, or nil when an optional parameter was left out.
    public func text(_ name: String) -> String? {
        var found: Int?
        for index in 0..<givenCount where parameters[index].name == name { found = index }
        return found.map(word(at:))
    }

    /// The word of the given parameter at `index`.
    private func word(at index: Int) -> String {
        parameters[index].isVariadic ? words[index...].joined(separator: " ") : words[index]
    }

    public static func == (left: ActionArguments, right: ActionArguments) -> Bool {
        left.values == right.values
    }

    /// Checks `words` against `action`'s parameters and names the values.
    public static func check(_ words: [String], against action: ViewAction) throws(ActionArgumentError) -> ActionArguments {
        var givenCount = 0
        var remaining = words[...]
        for parameter in action.parameters {
            guard let first = remaining.first else {
                if parameter.isOptional { break }
                throw ActionArgumentError(action: action, message: "missing \(parameter.usage)")
            }
            let word = parameter.isVariadic ? remaining.joined(separator: " ") : first
            remaining = parameter.isVariadic ? [] : remaining.dropFirst()
            switch parameter.kind {
            case .text:
                break
            case .integer(let minimum):
                guard let number = Int(word) else {
                    throw ActionArgumentError(action: action, message: "\(parameter.usage) must be a whole number, not '\(TerminalEscaping.displayed(word))'")
                }
                if let minimum, number < minimum {
                    throw ActionArgumentError(action: action, message: "\(parameter.usage) must be \(minimum) or more, not \(number)")
                }
            case .choice(let choices):
                guard choices.contains(word) else {
                    throw ActionArgumentError(
                        action: action,
                        message: "\(parameter.usage) must be one of \(choices.joined(separator: ", ")), not '\(TerminalEscaping.displayed(word))'")
                }
            }
            givenCount += 1
        }
        guard remaining.isEmpty else {
            let count = action.parameters.count
            throw ActionArgumentError(
                action: action,
                message: "takes \(count == 0 ? "no arguments" : "at most \(count) argument\(count == 1 ? "" : "s")"), got \(words.count)")
        }
        return ActionArguments(parameters: action.parameters, words: words, givenCount: givenCount)
    }
}

/// Words that do not fit an action's declared parameters.
public struct ActionArgumentError: Error, Equatable, CustomStringConvertible {
    public var action: ViewAction
    public var message: String

    @usableFromInline
    init(action: ViewAction, message: String) {
        self.action = action
        self.message = message
    }

    public var description: String { "\(action.name): \(message) (usage: \(action.usage))" }
}

/// A failure a view reports for an action whose arguments were well formed
/// but cannot be carried out (`select 9` on a list of five rows).
public struct ViewActionError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
