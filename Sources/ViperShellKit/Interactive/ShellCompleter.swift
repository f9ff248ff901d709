import ViperRuntime

/// Completions for the interactive shell: command names, module names and
/// their `key=` parameters after `open`, the top view's actions and their
/// argument values, `set` options and values, `expect` forms, and file paths
/// after `source`, `dump` and `run`.
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
        let candidates = self.candidates(after: previous, current: current)
        return Array(Set(candidates.filter { $0.hasPrefix(current) })).sorted()
    }

    private var session: ViperSession { interpreter.session }

    private func candidates(after words: [String], current: String) -> [String] {
        guard let first = words.first else {
            return ShellCommand.allCases.map(\.rawValue) + (session.top?.availableActions.map(\.action.name) ?? [])
        }
        let position = words.count  // index of the word being completed
        guard let command = ShellCommand(word: first) else {
            return actionValues(first, argumentIndex: position - 1)
        }
        switch command {
        case .help where position == 1:
            return ShellCommand.allCases.map(\.rawValue) + (session.top?.availableActions.map(\.action.name) ?? [])
        case .open:
            if position == 1 { return session.registry.names }
            guard let registration = session.registry.registration(named: words[1]) else { return [] }
            let given = Set(words.dropFirst(2).compactMap { $0.split(separator: "=").first.map(String.init) })
            return registration.parameters.filter { !given.contains($0.name) }.map { $0.name + "=" }
        case .set:
            if position == 1 { return ShellOption.allCases.map(\.rawValue) }
            if position == 2, let option = ShellOption(rawValue: words[1]) { return option.suggestedValues }
            return []
        case .source, .run, .dump:
            return position == 1 ? paths(matching: current, directoriesOnly: false) : []
        case .expect:
            return expectCandidates(words, position: position)
        default:
            return []
        }
    }

    private func actionValues(_ action: String, argumentIndex: Int) -> [String] {
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

    private func expectCandidates(_ words: [String], position: Int) -> [String] {
        if position == 1 { return ShellInterpreter.expectSubjects }
        switch (words[1], position) {
        case ("screen", 2): return ["contains", "lacks", "matches"]
        case ("top", 2): return session.registry.names
        case ("state", 2):
            guard case .object(let members)? = session.top?.moduleState() else { return [] }
            return Array(members.keys)
        case ("state", 3): return StateOperator.allCases.map(\.rawValue)
        default: return []
        }
    }

    /// Paths that start with `prefix`: folders end with `/`.
    private func paths(matching prefix: String, directoriesOnly: Bool) -> [String] {
        let folder: String
        let namePrefix: String
        if let slash = prefix.lastIndex(of: "/") {
            folder = String(prefix[...slash])
            namePrefix = String(prefix[prefix.index(after: slash)...])
        } else {
            folder = ""
            namePrefix = prefix
        }
        let listed = Paths.entries(in: folder.isEmpty ? "." : folder)
        return listed.filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .compactMap { name in
                let path = folder + name
                if Paths.isDirectory(path) { return path + "/" }
                return directoriesOnly ? nil : path
            }
    }
}
