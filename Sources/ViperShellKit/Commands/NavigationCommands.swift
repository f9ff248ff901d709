import ViperRuntime

// `open` and `back`: change the stack.

extension ShellCommandDefinition {
    /// `open <Module> [alone] [key=value ...]`: a new root, configured through its ModuleInput.
    public static let open = ShellCommandDefinition(
        name: "open", parameters: [ActionParameter("Module"), ActionParameter("key=value", optional: true, variadic: true)],
        usage: "open <Module> [alone] [key=value ...]", summary: "reset the stack and open a module as its root",
        details: ["Closes every open module, then opens <Module> as the new root, configured through its "
                  + "ModuleInput with the key=value arguments ('modules' lists them).",
                  "With 'alone', every module it asks to open is faked: the request is logged ('navigation', "
                  + "'expect opened') and a fake frame answers it, which 'emit' makes send its output. An unknown "
                  + "module or parameter is an error."],
        completion: { arguments, _, context in
            guard let name = arguments.first else { return context.session.registry.names }
            guard let registration = context.session.registry.registration(named: name) else { return [] }
            let given = Set(arguments.dropFirst().compactMap { $0.split(separator: "=").first.map(String.init) })
            let alone = arguments.count == 1 ? [ShellInterpreter.aloneWord] : []
            return alone + registration.parameters.filter { !given.contains($0.name) }.map { $0.name + "=" }
        }
    ) { context, arguments in
        var pairs = arguments.words.dropFirst().map(\.text)
        let alone = pairs.first == ShellInterpreter.aloneWord
        if alone { pairs.removeFirst() }
        try context.interpreter.open(arguments.text("Module") ?? "", pairs: pairs, alone: alone)
        return .screenMayHaveChanged
    }

    /// `back`: closes the top module.
    public static let back = ShellCommandDefinition(
        name: "back", summary: "close the top module",
        details: ["On the root module it is the error 'cannot close the root module'."]
    ) { context, _ in
        try context.session.back()
        return .screenMayHaveChanged
    }
}

extension ShellInterpreter {
    /// Opens `name` with the `key=value` words in `pairs` as its parameters
    /// (key=value is no declared parameter kind: each word is split here).
    /// The word after `open <Module>` that fakes the modules it opens.
    static let aloneWord = "alone"

    fileprivate func open(_ name: String, pairs: [String], alone: Bool) throws {
        var parameters: [String: String] = [:]
        for word in pairs {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw CommandFailure.error(
                    "open: expected key=value, got '\(displayed(word))' (usage: \(ShellCommandDefinition.open.usage))")
            }
            let key = String(word[..<equals])
            guard parameters[key] == nil else { throw CommandFailure.error("open: \(displayed(key)) is given twice") }
            parameters[key] = String(word[word.index(after: equals)...])
        }
        try session.open(name, parameters: parameters, alone: alone)
    }
}
