import Foundation
import Testing

/// `help`, `modules`, `describe` and `actions` fit the shell's width: a long summary or
/// help continues under where it began, and nothing is left out.
@Suite("Listings fit the width")
struct HelpWidthTests {
    private static let commands = [
        "help", "modules", "open", "actions", "screen", "stack", "back", "dump", "wait", "settle", "set", "source", "echo",
        "expect", "quit", "history", "run", "record", "let", "trace", "describe", "route", "routes", "graph", "tasks",
        "stub", "stubs", "calls", "emit", "navigation", "schedule",
    ]
    private static let modules = ["CarsList", "CarDetail", "CreateCar", "PostFeed", "PostList", "PostDetail", "Authorization"]

    /// What the listings print at `width`, each listing's lines apart.
    private func listings(width: Int) throws -> [String] {
        let lines = ["set width \(width)", "help", "modules"] + Self.modules.map { "describe \($0)" }
            + Self.commands.map { "help \($0)" }
            + ["CarsList", "CreateCar", "PostFeed", "Authorization"].flatMap { ["open \($0)", "actions"] }
            + ["route cars/c3", "actions"]
        let outcome = try BinaryRunner.run([], input: lines.joined(separator: "\n") + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdoutLines
    }

    @Test(arguments: [80, 60, 50])
    func everyLineFits(width: Int) throws {
        let wide = try listings(width: width).filter { $0.count > width }
        #expect(wide.isEmpty, "\(wide)")
    }

    @Test func wrappedTextKeepsEveryWordInOrderUnderItsColumn() throws {
        let text = try listings(width: 80).joined(separator: "\n")
        #expect(text.contains("""
              trace [on|off|clear|export <file.mmd|file.json> [compact]]
                                              record the message flow; print it, or export
                                              it as Mermaid or JSON
            """))
        #expect(text.contains("""
            CarsList: the cars; select one for its details, create one, or search by make or
                      model
            """))
        #expect(text.contains("""
            PostFeed       feed container with an embedded, paged post list; `feed <name>`
                           switches feeds
                           [feed=news]  the feed to show (news, popular)
            """))
        #expect(text.contains("""
            search [text...]  show cars whose make or model contains text (after 300 ms); no
                              text shows all
            """))
    }

    @Test func theDescribeSubcommandFitsTheShellsWidth() throws {
        let narrow = try BinaryRunner.run(["--width", "50", "describe", "PostFeed"])
        let standard = try BinaryRunner.run(["describe", "PostFeed"])

        #expect(narrow.status == 0, "\(narrow.stderr)")
        #expect(narrow.stdoutLines.filter { $0.count > 50 }.isEmpty, "\(narrow.stdout)")
        #expect(narrow.stdout.contains("PostFeed: feed container with an embedded, paged\n          post list;"), "\(narrow.stdout)")
        #expect(standard.stdoutLines.filter { $0.count > 80 }.isEmpty && standard.stdoutLines.contains { $0.count > 50 })
    }

    @Test func aWideShellListsEachCommandOnOneLine() throws {
        let outcome = try BinaryRunner.run([], input: "set width 200\nhelp\n")
        let lines = outcome.stdoutLines.filter { !$0.isEmpty }
        #expect(lines.count == Self.commands.count + 3, "\(lines)")
        // The column is as wide as the widest usage, trace's (58 characters).
        #expect(lines.contains("  describe <Module>" + String(repeating: " ", count: 43)
            + "print a module's contract: parameters, protocols, actions, navigation, routes"))
    }

    /// Every help screen of the executable: the shell's, each subcommand's, and `help <subcommand>`.
    private static let helpScreens: [[String]] = [
        ["--help"], ["run", "--help"], ["explore", "--help"], ["route", "--help"], ["describe", "--help"],
        ["routes", "--help"], ["graph", "--help"], ["help", "run"], ["help", "explore"], ["help", "route"],
    ]

    @Test("every help screen of the executable fits the width the parser wraps at (COLUMNS), usage lines included",
          arguments: [80, 60])
    func commandLineHelpFits(width: Int) throws {
        for screen in Self.helpScreens {
            let outcome = try BinaryRunner.run(screen, environment: ["COLUMNS": String(width)])
            #expect(outcome.status == 0, "\(screen): \(outcome.stderr)")
            let wide = outcome.stdoutLines.filter { $0.count > width }
            // Before: the usage lines of the shell (86 columns), explore (139) and route (86) were left whole.
            #expect(wide.isEmpty, "\(screen) at \(width): \(wide)")
        }
    }

    @Test("a wrapped usage line keeps each [option <value>] whole and continues indented")
    func usageLineWrapsBetweenGroups() throws {
        let outcome = try BinaryRunner.run(["explore", "--help"], environment: ["COLUMNS": "80"])
        #expect(outcome.stdout.contains("""
            USAGE: viper-shell explore [<module> ...] [--steps <n>] [--depth <n>]
                     [--seed <n>] [--no-faults] [--no-schedules] [--invariants <file>]
                     [--out <dir>] [--progress] [--data <dir>] [--width <n>]
            """), "\(outcome.stdout)")
        let error = try BinaryRunner.run(["explore", "--steps", "0"], environment: ["COLUMNS": "80"])
        #expect(error.stderr.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(error.stderr)")
    }
}
