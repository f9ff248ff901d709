import ViperRuntime
import ViperShellKit

/// `greet <name>`: a command of the Todo shell's own, beside the standard ones.
/// One declaration: `help greet`, the usage, the check that the name is one
/// of the choices and Tab completing them all come from `parameters`.
let greet = ShellCommandDefinition(
    name: "greet", parameters: [.choice("name", ["Ada", "Grace"])], summary: "say hello",
    recording: .notRecorded    // it changes nothing a scenario could check
) { context, arguments in
    // The context is the session, the output, the settings, the variables and
    // path resolution; the arguments are already checked against `parameters`.
    context.output.write("hello, \(arguments.text("name") ?? "")\n")
    return .done    // .screenMayHaveChanged prints the new screen interactively
}
