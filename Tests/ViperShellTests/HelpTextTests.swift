import Testing

/// `help` and `help <command>` print the same bytes however the texts are
/// made: the command table makes each usage and help text when `help` asks,
/// and the golden holds what they printed when the table made them all at start.
@Suite("Help texts")
struct HelpTextTests {
    /// Every command `help` can explain, aliases included.
    private static let commands = [
        "help", "modules", "open", "actions", "screen", "stack", "back", "dump", "wait", "settle", "set", "source", "echo",
        "expect", "quit", "exit", "history", "run", "record", "let", "trace", "describe", "route", "routes", "graph", "tasks",
        "stub", "stubs", "calls", "emit", "navigation", "schedule",
    ]

    @Test func everyHelpTextMatchesTheGoldenAtTwoWidths() throws {
        let lines = [80, 40].flatMap { width in ["set width \(width)", "help"] + Self.commands.map { "help \($0)" } }
        let outcome = try BinaryRunner.run([], input: lines.joined(separator: "\n") + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        try Golden.expect(outcome.stdout, matches: "help-texts.txt")
    }
}
