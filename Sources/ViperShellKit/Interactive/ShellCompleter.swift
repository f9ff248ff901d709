import ViperRuntime

/// Completions for the interactive shell, read from the command table: command
/// names and the top view's actions as the first word, then what each
/// command's `completion` offers (modules and `key=` parameters after `open`,
/// `set` options and values, `expect` forms, file paths...), or an action's
/// argument values; `${` anywhere in a word completes to the variables' names.
@MainActor
public final class ShellCompleter: CompletionProvider {
    private let interpreter: ShellInterpreter

    public init(interpreter: ShellInterpreter) {
        self.interpreter = interpreter
    }

    public func completions(forLinePrefix linePrefix: String) -> [String] {
        let (words, endsInBlank) = Tokenizer.partialWords(of: linePrefix)
        var previous = words.map(\.text)
        let current = endsInBlank ? "" : (previous.popLast() ?? "")
        let candidates = variableReferences(completing: current) ?? self.candidates(after: previous, current: current)
        return Array(Set(candidates.filter { $0.hasPrefix(current) })).sorted()
    }

    private func candidates(after words: [String], current: String) -> [String] {
        guard let first = words.first else {
            return interpreter.commands.commands.map(\.name) + interpreter.topActionNames
        }
        guard let command = interpreter.commands.command(named: first) else {
            return actionValues(first, argumentIndex: words.count - 1)
        }
        return command.completion(Array(words.dropFirst()), current, CommandContext(interpreter))
    }

    /// `${name}` for every variable when `current` ends in an open `${`
    /// (anything typed before it kept), else nil.
    private func variableReferences(completing current: String) -> [String]? {
        guard let open = current.ranges(of: "${").last, !current[open.upperBound...].contains("}") else {
            return nil
        }
        let head = current[..<open.lowerBound]
        return interpreter.variables.keys.map { head + "${" + $0 + "}" }
    }

    private func actionValues(_ action: String, argumentIndex: Int) -> [String] {
        let session = interpreter.session
        guard let top = session.top,
            let entry = top.availableActions.first(where: { $0.action.name == action })
        else { return [] }
        let parameters = entry.action.parameters
        guard !parameters.isEmpty else { return [] }
        var index = argumentIndex
        if index >= parameters.count {
            guard parameters[parameters.count - 1].isVariadic else { return [] }
            index = parameters.count - 1
        }
        return top.suggestedValues(forAction: action, parameterAt: index)
    }
}
