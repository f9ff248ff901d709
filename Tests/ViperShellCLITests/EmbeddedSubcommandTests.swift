import ArgumentParser
import Testing
import ViperShellEngine
@testable import ViperShellCLI

/// A subcommand an embedding shell adds: `<name> tally <n>`.
private struct TallyCommand: ShellCLISubcommand {
    static let configuration = CommandConfiguration(commandName: "tally", abstract: "Exit with the number given, plus one.")

    @Argument(help: "A whole number from 0 to 100.")
    var number: Int

    func validate() throws {
        guard (0...100).contains(number) else { throw ValidationError("the number must be from 0 to 100") }
    }

    func execute(in cli: ShellCLI) -> Int32 {
        Int32(number + 1 + (cli.configuration.name == "tally-shell" ? 0 : 50))
    }
}

/// An embedding shell adds subcommands of its own, and two CLIs in one
/// process each parse with their own name, help and subcommands.
@MainActor
@Suite("CLI subcommands of an embedding shell")
struct EmbeddedSubcommandTests {
    private let tallyShell = ShellCLI(
        configuration: ShellConfiguration(name: "tally-shell") { _ in }, version: "2.0", extraSubcommands: [TallyCommand.self])
    private let plainShell = ShellCLI(configuration: ShellConfiguration(name: "plain-shell") { _ in }, version: "1.0")

    @Test("the embedder's subcommand parses its own arguments and runs with the CLI")
    func subcommandRuns() {
        #expect(tallyShell.run(arguments: ["tally", "41"]) == 42)
        #expect(tallyShell.run(arguments: ["tally", "101"]) == 2, "its own validation is a usage error")
    }

    @Test("each CLI's help names it and lists its own subcommands")
    func helpBelongsToEachCLI() {
        let tallyHelp = ShellCLI.$parsing.withValue(tallyShell) { ShellRootCommand.helpMessage() }
        let plainHelp = ShellCLI.$parsing.withValue(plainShell) { ShellRootCommand.helpMessage() }

        #expect(tallyHelp.contains("USAGE: tally-shell "))
        #expect(tallyHelp.contains("tally                   Exit with the number given, plus one."), "\(tallyHelp)")
        #expect(plainHelp.contains("USAGE: plain-shell "))
        #expect(!plainHelp.contains("tally"))
    }

    @Test("a misspelt subcommand of the embedder's gets a hint too")
    func hintsKnowTheEmbeddersSubcommands() {
        #expect(CommandLineHint.hint(for: ["taly", "1"], cli: tallyShell)?.contains("did you mean 'tally'?") == true)
        #expect(CommandLineHint.hint(for: ["taly", "1"], cli: plainShell) == nil)
    }
}

/// A shell built on the CLI shows no example of viper-shell's own modules
/// (`route cars/c3`) in its help: its examples are generic.
@MainActor
@Suite("An embedding shell's help")
struct EmbeddedShellHelpTests {
    private let plainShell = ShellCLI(configuration: ShellConfiguration(name: "plain-shell") { _ in }, version: "1.0")
    /// Words that name viper-shell's own features.
    private let foreignWords = ["cars", "Car", "c3", "posts", "Post"]

    @Test("neither --help nor a subcommand's help, nor the shell's own help, names viper-shell's modules or routes")
    func helpIsGeneric() throws {
        let helps = ShellCLI.$parsing.withValue(plainShell) {
            [ShellRootCommand.helpMessage()] + [
                ShellRunCommand.self, ShellRouteCommand.self, ShellDescribeCommand.self, ShellRoutesCommand.self,
                ShellGraphCommand.self, ShellExploreCommand.self,
            ].map { ShellRootCommand.helpMessage(for: $0) }
        }
        let output = CollectedOutput()
        let shell = try Shell(configuration: plainShell.configuration, mode: .batch, output: output)
        _ = shell.runBatch(BufferLineSource(text: (["help"] + shell.interpreter.commands.commands.map { "help \($0.name)" }).joined(separator: "\n")))
        #expect(helps[2].contains("route <path>"), "\(helps[2])")
        for text in helps + [output.text] {
            for word in foreignWords {
                #expect(!text.contains(word), "'\(word)' in \(text)")
            }
        }
    }
}

/// A `ShellOutput` that keeps what is written.
@MainActor
private final class CollectedOutput: ShellOutput {
    var text = ""
    func write(_ text: String) { self.text += text }
    func writeError(_ text: String) { self.text += text }
}
