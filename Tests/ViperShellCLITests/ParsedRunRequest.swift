import ArgumentParser
@testable import ViperShellCLI

extension RunRequest {
    /// What swift-argument-parser makes of `arguments` (without the program
    /// name): the request a way around the parser must match.
    @MainActor
    static func parsed(_ arguments: [String]) throws -> RunRequest {
        guard let command = try ShellRootCommand.parseAsRoot(arguments) as? ShellRunCommand else {
            throw ValidationError("not a run command: \(arguments)")
        }
        return command.request
    }
}
