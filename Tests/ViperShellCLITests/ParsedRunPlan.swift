import ArgumentParser
@testable import ViperShellCLI

extension RunPlan {
    /// What swift-argument-parser makes of `arguments` (without the program
    /// name): the plan a way around the parser must match.
    @MainActor
    static func parsed(_ arguments: [String]) throws -> RunPlan {
        guard let command = try ShellRootCommand.parseAsRoot(arguments) as? ShellRunCommand else {
            throw ValidationError("not a run command: \(arguments)")
        }
        return command.plan
    }
}
