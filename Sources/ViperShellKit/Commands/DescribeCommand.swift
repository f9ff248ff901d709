import ViperRuntime

extension ShellCommandDefinition {
    /// `describe <Module>`: a module's contract, from its registration (SPEC §11).
    public static let describe = ShellCommandDefinition(
        name: "describe", parameters: [ActionParameter("Module")], summary: "print a module's contract: parameters, protocols, actions, navigation, routes",
        details: ["Prints the module's summary, its parameters (required, or their default), the",
                  "names of its ModuleInput and ModuleOutput protocols, its actions with their",
                  "parameters, its embed slots, the modules it may open and how (push, present,",
                  "embed), and its route patterns."],
        recording: .notRecorded,
        completion: { arguments, _, context in arguments.isEmpty ? context.session.registry.names : [] }
    ) { context, words in
        context.output.write(try RegistryReport.contract(ofModule: words[0].text, in: context.session.registry))
        return .done
    }
}

/// What `describe` prints about one registration, section by section; an
/// empty section says `(none)`.
@MainActor
struct ModuleContract {
    let registration: ModuleRegistration

    init(_ registration: ModuleRegistration) {
        self.registration = registration
    }

    var text: String {
        var lines = ["\(registration.name): \(registration.summary)"]
        lines += section("input protocol", [registration.inputProtocol].compactMap { $0 })
        lines += section("output protocol", [registration.outputProtocol].compactMap { $0 })
        lines += section("parameters", table(registration.parameters.map { parameter in
            (parameter.name, (parameter.isRequired ? "required" : parameter.defaultValue.map { "default \($0)" } ?? "optional")
                + ", " + parameter.help)
        }))
        lines += section("actions", table(registration.actions.map { ($0.usage, $0.help) }))
        lines += section("embed slots", registration.slots)
        lines += section("opens", registration.navigation.map { navigation in
            if case .embed(let slot) = navigation.style { return "embed \(navigation.module) in \(slot)" }
            return "\(navigation.label) \(navigation.module)"
        })
        lines += section("routes", registration.routes.map(\.pattern))
        return lines.map { TerminalEscaping.escape($0) }.joined(separator: "\n") + "\n"
    }

    private func section(_ title: String, _ entries: [String]) -> [String] {
        ["\(title):"] + (entries.isEmpty ? ["(none)"] : entries).map { "  " + $0 }
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padded(to: width) + "  " + $0.1 }
    }
}
