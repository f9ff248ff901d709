import ViperRuntime

extension ShellCommandDefinition {
    /// `graph`: the declared navigation as a Mermaid flowchart.
    public static let graph = ShellCommandDefinition(
        name: "graph", summary: "print the declared navigation map as a Mermaid flowchart",
        details: ["One node per registered module and one edge per declared open, labelled push, present or embed. "
                  + "The same bytes for the same registry; paste it into a ```mermaid block to draw it."],
        recording: .notRecorded
    ) { context, _ in
        context.output.write(RegistryReport.graph(of: context.session.registry))
        return .done
    }
}
