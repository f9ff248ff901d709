import Foundation
import Testing

/// `help`, `modules`, `describe` and `actions` fit the shell's width: a long summary or
/// help continues under where it began, and nothing is left out.
@Suite("Listings fit the width")
struct HelpWidthTests {
    private static let commands = [
        "help", "modules", "open", "actions", "screen", "stack", "back", "dump", "wait", "settle", "set", "source", "echo",
        "expect", "quit", "history", "run", "record", "let", "trace", "describe", "route", "routes", "graph", "tasks",
        "stub", "stubs", "calls",
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

    @Test(arguments: [80, 50])
    func everyLineFits(width: Int) throws {
        let wide = try listings(width: width).filter { $0.count > width }
        #expect(wide.isEmpty, "\(wide)")
    }

    @Test func wrappedTextKeepsEveryWordInOrderUnderItsColumn() throws {
        let text = try listings(width: 80).joined(separator: "\n")
        #expect(text.contains("""
              trace [on|off|clear|export <file.mmd|file.json>]
                                             record the message flow; print it, or export it
                                             as Mermaid or JSON
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
        #expect(lines.contains("  describe <Module>" + String(repeating: " ", count: 33)
            + "print a module's contract: parameters, protocols, actions, navigation, routes"))
    }
}
