/// The checked words of one action call, by parameter name.
///
/// The runtime builds it from the words a user typed, after checking them
/// against the action's declared parameters; each `ActionInput` then reads
/// its typed value from it, so a view's handler never parses.
public struct ActionArguments: Sendable, Equatable {
    /// The words by parameter name, in the action's parameter order: an
    /// action has a handful of parameters at most, and a list costs far less
    /// to build on every action than a dictionary.
    private var named: [(name: String, word: String)]

    /// The words by parameter name.
    public var values: [String: String] {
        Dictionary(named.map { ($0.name, $0.word) }, uniquingKeysWith: { _, last in last })
    }

    public init(_ values: [String: String] = [:]) {
        named = values.keys.sorted().map { ($0, values[$0]!) }
    }

    private init(named: [(name: String, word: String)]) {
        self.named = named
    }

    /// The word given for `name`, or nil when an optional parameter was left out.
    public func text(_ name: String) -> String? {
        var found: String?
        for entry in named where entry.name == name { found = entry.word }
        return found
    }

    public static func == (left: ActionArguments, right: ActionArguments) -> Bool {
        left.values == right.values
    }

    /// Checks `words` against `action`'s parameters and names the values.
    public static func check(_ words: [String], against action: ViewAction) throws(ActionArgumentError) -> ActionArguments {
        var named: [(name: String, word: String)] = []
        named.reserveCapacity(action.parameters.count)
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
            named.append((parameter.name, word))
        }
        guard remaining.isEmpty else {
            let count = action.parameters.count
            throw ActionArgumentError(
                action: action,
                message: "takes \(count == 0 ? "no arguments" : "at most \(count) argument\(count == 1 ? "" : "s")"), got \(words.count)")
        }
        return ActionArguments(named: named)
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
