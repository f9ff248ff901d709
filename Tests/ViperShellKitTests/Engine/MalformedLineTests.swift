import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Malformed lines")
struct MalformedLineTests {
    /// A bad line, and a fragment of the one-line error it must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var bytes: [UInt8]
        var message: String
        var column: Int? = nil
        var testDescription: String { label }

        init(_ label: String, _ line: String, _ message: String, column: Int? = nil) {
            self.label = label
            bytes = Array(line.utf8)
            self.message = message
            self.column = column
        }

        init(_ label: String, bytes: [UInt8], _ message: String, column: Int? = nil) {
            self.label = label
            self.bytes = bytes
            self.message = message
            self.column = column
        }
    }

    nonisolated static let cases: [Case] = [
        Case("unterminated double quote", #"echo  "abc"#, #"unterminated "..." starting at column 7"#, column: 7),
        Case("unterminated single quote", "echo 'abc", "unterminated '...' starting at column 6", column: 6),
        Case("unknown command", "frobnicate", "unknown command or action 'frobnicate' for Books"),
        Case("command names are case-sensitive", "Open Books", "unknown command or action 'Open' for Books"),
        Case("unknown action suggests close names", "selct 1", "did you mean select"),
        Case("wait without a duration", "wait", "wait takes 1 argument, got 0 (usage: wait <duration>)"),
        Case("wait with two durations", "wait 1s 2s", "wait takes 1 argument, got 2"),
        Case("bad duration unit", "wait 3x", "bad duration '3x'"),
        Case("negative duration", "wait -1s", "bad duration '-1s'"),
        Case("back takes no arguments", "back now", "back takes no arguments, got 1 (usage: back)"),
        Case("set with one word", "set width", "set takes an option and a value, got 1 argument"),
        Case("set with three words", "set width 80 90", "set takes 0 to 2 arguments, got 3"),
        Case("unknown set option", "set colour on", "unknown option 'colour'; did you mean color?"),
        Case("unknown set option far from every one", "set loudness 3", "unknown option 'loudness'; the options are autosettle, echo"),
        Case("set option with two letters swapped", "set autosetlte off", "unknown option 'autosetlte'; did you mean autosettle?"),
        Case("width out of range", "set width 5", "set width: expected a whole number from 20 to 1000"),
        Case("bad flag value", "set echo maybe", "set echo: expected on or off"),
        Case("open without a module", "open", "open takes at least 1 argument, got 0 (usage: open <Module> [alone] [key=value ...])"),
        Case("unknown module", "open Bok", "unknown module 'Bok'; did you mean Book"),
        Case("open argument without =", "open Book b1", "open: expected key=value, got 'b1' (usage: open <Module> [alone] [key=value ...])"),
        Case("open argument with an empty key", "open Book =b1", "open: expected key=value, got '=b1'"),
        Case("quit with a word", "quit now", "quit takes no arguments, got 1 (usage: quit, exit)"),
        Case("exit with a word", "exit now", "exit takes no arguments, got 1 (usage: exit)"),
        Case("let with one word", "let a", "let takes 3 to 4 arguments, got 1 (usage: let <name> = <value> | state <path>)"),
        Case("let with five words", "let a = b c d", "let takes 3 to 4 arguments, got 5"),
        Case("let without =", "let a b c", "let: expected '=' after a, found 'b' (usage: let <name> = <value>)"),
        Case("let with a bad name", "let 1a = b", "let: '1a' is not a variable name (letters, digits and _, not starting with a digit)"),
        Case("let with two values", "let a = b c", "let: expected 'state <path>' or one value after '=', found 'b' and more"),
        Case("record with four words", "record a b c d", "record takes 1 to 3 arguments, got 4 (usage: record <file> [snapshots] [replace])"),
        Case("record with a bad option", "record r.vsh loudly", "record: 'loudly' is not an option (snapshots or replace)"),
        Case("trace with an unknown word", "trace sideways",
             "trace: unknown word 'sideways' (usage: trace [on|off|clear|export <file.mmd|file.json> [compact]])", column: 7),
        Case("trace on with a file", "trace on t.mmd",
             "trace on: takes no more words, got 't.mmd' (usage: trace [on|off|clear|export", column: 10),
        Case("trace export without a file", "trace export", "trace export: needs a file ending in .mmd or .json (usage: trace"),
        Case("trace export to a file of no known kind", "trace export a b", "trace export: a must end in .mmd (Mermaid) or .json", column: 14),
        Case("trace export with an unknown form", "trace export a.mmd b", "trace export: unknown word 'b' after the file", column: 20),
        Case("trace export of JSON in compact form", "trace export a.json compact",
             "trace export: compact is a form of the Mermaid export (.mmd), not of a.json", column: 21),
        Case("trace with four words", "trace export a.mmd compact x", "trace takes 0 to 3 arguments, got 4"),
        Case("unknown module parameter", "open Book id=b1", "Book has no parameter 'id'"),
        Case("missing module parameter", "open Book", "Book needs bookId=<value>"),
        Case("action with a bad integer", "select two", "select: <n> must be a whole number, not 'two'"),
        Case("action with too many arguments", "select 1 2", "select: takes at most 1 argument, got 2"),
        Case("action below the minimum", "select 0", "<n> must be 1 or more"),
        Case("action with a bad choice", "shelve middle", "<where> must be one of top, bottom"),
        Case("action the view rejects", "select 9", "no book 9"),
        Case("expect without a check", "expect", "expect takes at least 1 argument"),
        Case("unknown expect check", "expect colour red", "expect: unknown check 'colour'; use one of screen, top", column: 8),
        Case("expect check with two letters swapped", "expect sceren contains x", "expect: unknown check 'sceren'; did you mean screen?", column: 8),
        Case("unknown expect screen check", "expect screen contians x", "expect screen: unknown check 'contians'; did you mean contains?", column: 15),
        Case("expect depth not a number", "expect depth deep", "expect depth: expected a whole number"),
        Case("expect state bad operator", "expect state query ~ x", "unknown operator '~'"),
        Case("bad regular expression", "expect screen matches (", "bad regular expression '('"),
        Case("source of a missing file", "source nowhere.vsh", "no such file: nowhere.vsh"),
        Case("help on an unknown topic", "help nothing", "no command or action named 'nothing'"),
        Case("not UTF-8", bytes: Array("echo ".utf8) + [0xC3, 0x28], "the line is not valid UTF-8 (bad byte at column 6)", column: 6),
        Case("a 1 MiB line", bytes: [UInt8](repeating: 0x78, count: 1 << 20), "line too long: over 65536 bytes"),
        Case("a 1 MiB word within the limit is shortened in the message", String(repeating: "y", count: 60_000), "unknown command or action 'yyyy"),
    ]

    @Test("a malformed line gives one error line at file:line and leaves the session usable", arguments: cases)
    func malformedLine(_ bad: Case) throws {
        // given a batch with Books open
        let harness = try Harness(mode: .batch)
        let script = Array("open Books\n".utf8) + bad.bytes + Array("\nselect 1\nexpect top Book\n".utf8)

        // when it runs
        harness.run(bytes: script, name: "<stdin>")

        // then exactly the bad line failed, with one line naming it
        #expect(harness.failures.count == 1)
        let failure = try #require(harness.failures.first)
        #expect(failure.location == SourceLocation(file: "<stdin>", line: 2, column: bad.column))
        #expect(failure.message.contains(bad.message), "\(failure.message)")
        #expect(!failure.report.contains("\n"))
        #expect(failure.report.count < 400)
        // and the commands after it still ran
        #expect(harness.interpreter.session.top?.moduleName == "Book")
    }

    @Test("in the interactive loop a malformed line prints one error line and the loop goes on", arguments: cases)
    func malformedInteractiveLine(_ bad: Case) throws {
        // A line reader hands over text, so bytes that are not UTF-8 never reach this path.
        guard String(validating: bad.bytes, as: UTF8.self) != nil else { return }
        let harness = try Harness(mode: .interactive)
        harness.interpreter.executeInteractively("open Books")
        let line = String(decoding: bad.bytes, as: UTF8.self)

        let goesOn = harness.interpreter.executeInteractively(line)

        #expect(goesOn)
        #expect(harness.output.errorText.hasPrefix("error: "))
        #expect(harness.output.errorText.filter { $0 == "\n" }.count == 1)
        #expect(harness.interpreter.executeInteractively("select 2"))
        #expect(harness.interpreter.session.top?.moduleName == "Book")
    }
}
