import ArgumentParser
import Testing
@testable import ViperShellCLI

/// `run PATH...` skips swift-argument-parser (start-up, issue 16): for every
/// command line it takes, the parser would have asked for exactly the same
/// run, and every other command line is left to the parser.
@MainActor
@Suite("run's fast path")
struct RunFastPathTests {
    private static func parsed(_ arguments: [String]) throws -> RunRequest {
        let command = try ShellRootCommand.parseAsRoot(arguments)
        return try #require(command as? ShellRunCommand).request
    }

    @Test("paths alone: the same request as the parser's, every option at its default",
          arguments: [
            ["run", "a.vsh"],
            ["run", "Tests/Scenarios", "b.vsh", "with space.vsh", "ünïcode/ß.vsh"],
            ["run", "x=y.vsh", "./-dash-inside.vsh", "helpful.vsh", "run"],
          ])
    func pathsMatchTheParser(arguments: [String]) throws {
        let fast = try #require(RunRequest(fastPathArguments: arguments))
        #expect(fast == (try Self.parsed(arguments)))
        #expect(fast.paths == Array(arguments.dropFirst()))
    }

    @Test("options, '-', '--', 'help', an empty word, no paths, or words before 'run' go to the parser",
          arguments: [
            ["run"], ["run", "--jobs", "1", "a.vsh"], ["run", "a.vsh", "--verbose"], ["run", "-h"], ["run", "a.vsh", "-"],
            ["run", "--", "a.vsh"], ["run", "help"], ["run", "a.vsh", ""], ["--width", "60", "run", "a.vsh"],
            ["help", "run"], ["describe", "a.vsh"], ["run", "--generate-completion-script", "bash"], [],
          ])
    func everythingElseIsParsed(arguments: [String]) {
        #expect(RunRequest(fastPathArguments: arguments) == nil)
    }
}
