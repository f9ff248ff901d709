import ViperRuntime

extension ShellCommandDefinition {
    /// `describe <Module>`: a module's contract, from its registration.
    public static let describe = ShellCommandDefinition(
        name: "describe", parameters: [ActionParameter("Module")], summary: "print a module's contract: parameters, protocols, actions, navigation, routes",
        details: ["Prints the module's summary, its parameters (required, or their default), the names of its "
                  + "ModuleInput and ModuleOutput protocols, its actions with their parameters, its embed slots, "
                  + "the modules it may open and how (push, present, embed), and its route patterns."],
        recording: .notRecorded,
        completion: { arguments, _, context in arguments.isEmpty ? context.session.registry.names : [] }
    ) { context, words in
        context.output.write(try RegistryReport.contract(
            ofModule: words[0].text, in: context.session.registry, width: context.interpreter.settings.width))
        return .done
    }
}

/// What `describe` prints about one registration, section by section, fitted
/// to `width` (a long summary or help continues under where it began); an
/// empty section says `(none)`.
@MainActor
struct ModuleContract {
    let registration: ModuleRegistration
    let width: Int

    init(_ registration: ModuleRegistration, width: Int = ScreenRenderer.defaultWidth) {
        self.registration = registration
        self.width = width
    }

    var text: String {
        let name = TerminalEscaping.escape(registration.name) + ": "
        var lines = TextWrapping.hanging(name, TerminalEscaping.escape(registration.summary), width: width, indent: name.count)
        lines += section("input protocol", [registration.inputProtocol].compactMap { $0 })
        lines += section("output protocol", [registration.outputProtocol].compactMap { $0 })
        lines += section("parameters", table: registration.parameters.map { parameter in
            (parameter.name, (parameter.isRequired ? "required" : parameter.defaultValue.map { "default \($0)" } ?? "optional")
                + ", " + parameter.help)
        })
        lines += section("actions", table: registration.actions.map { ($0.usage, $0.help) })
        lines += section("embed slots", registration.slots)
        lines += section("opens", registration.navigation.map { navigation in
            if case .embed(let slot) = navigation.style { return "embed \(navigation.module) in \(slot)" }
            return "\(navigation.label) \(navigation.module)"
        })
        lines += section("routes", registration.routes.map(\.pattern))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The section's title, then its entries (escaped, each fitted to the width) two blanks in.
    private func section(_ title: String, _ entries: [String]) -> [String] {
        ["\(title):"] + (entries.isEmpty ? ["  (none)"] : entries.flatMap {
            TextWrapping.hanging("  ", TerminalEscaping.escape($0), width: width, indent: 4)
        })
    }

    /// The section's title, then its rows as two columns two blanks in.
    private func section(_ title: String, table rows: [(String, String)]) -> [String] {
        guard !rows.isEmpty else { return section(title, []) }
        let escaped = rows.map { (term: TerminalEscaping.escape($0.0), text: TerminalEscaping.escape($0.1)) }
        return ["\(title):"] + TextWrapping.columns(escaped, width: width, maximumTermWidth: TextWrapping.termColumnLimit(forWidth: width))
    }
}
