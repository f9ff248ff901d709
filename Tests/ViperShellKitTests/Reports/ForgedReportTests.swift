import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Names and screens cannot forge TAP directives or GitHub workflow commands.
@Suite("run --format tap/github: names and screens cannot forge the report")
struct ForgedReportTests {
    private static func failing(_ path: String, message: String = "expected top CarsList", details: [String] = []) -> ScenarioResult {
        ScenarioResult(
            path: path, failures: [ShellFailure(location: SourceLocation(file: path, line: 2), message: message, details: details)],
            output: "", duration: .zero)
    }

    private static let prove = "/usr/bin/prove"

    /// What `prove` prints for `tap` and its exit status.
    private static func proveOutput(_ tap: String) throws -> (status: Int32, text: String) {
        try ExternalTool.run(prove, ["--exec", "/bin/cat"], onFileHolding: tap, named: "run.tap")
    }

    @Test("a backslash before # in a name cannot turn the # into a TODO directive")
    func backslashHashIsNotADirective() {
        // Before: `not ok 1 - tp/x\\# TODO.vsh`, which TAP reads as a backslash, then a TODO directive.
        let line = TAPReport.testLine(for: Self.failing("tp/x\\# TODO.vsh"), number: 1, verbose: false)
        #expect(line.hasPrefix("not ok 1 - tp/x\\\\\\# TODO.vsh\n"), "\(line)")
        #expect(TAPReport.escapedDescription("a\\\\#b") == "a\\\\\\\\\\#b")
    }

    @Test("bidi overrides and C1 codes in a name or the YAML are escaped, never raw")
    func bidiIsEscaped() {
        let result = Self.failing("tp/\u{202E}evil\u{9B}.vsh", message: "bad \u{202E}x")
        let text = TAPReport.testLine(for: result, number: 1, verbose: false)
        #expect(text.hasPrefix("not ok 1 - tp/\\u{202E}evil\\u{9B}.vsh\n"), "\(text)")
        // a failure's message is escaped when it is made; the file name is escaped by the YAML quoting
        #expect(text.contains("  message: \"bad \\\\u{202E}x\"\n"), "\(text)")
        #expect(text.contains("  file: \"tp/\\u202Eevil\\x9B.vsh\"\n"), "\(text)")
        #expect(!text.unicodeScalars.contains { TerminalEscaping.isUnsafe($0) && $0 != "\n" })
    }

    @Test("prove counts a scenario named x\\# TODO.vsh as failed (before: 'All tests successful')",
          .enabled(if: FileManager.default.isExecutableFile(atPath: prove)))
    func proveSeesTheFailure() throws {
        let summary = RunSummary(results: [Self.failing("tp/x\\# TODO.vsh"), Self.failing("tp/y # SKIP.vsh")])
        var tap = RunOutputFormat.tap.header
        for (index, result) in summary.results.enumerated() {
            tap += RunOutputFormat.tap.block(for: result, number: index + 1, verbose: false)
        }
        tap += RunOutputFormat.tap.footer(for: summary)
        let (status, text) = try Self.proveOutput(tap)
        #expect(status != 0)
        #expect(text.contains("Failed 2/2 subtests"), "\(text)")
        #expect(!text.contains("All tests successful"))
    }

    @Test("an indented line starting with :: (a car named so) cannot become a workflow command")
    func indentedCommandsAreNeutralized() {
        let result = Self.failing("s/cars.vsh", details: ["screen:", "  ::stop-commands::tok", "\u{3000}::warning::x", "ok :: here"])
        let block = RunOutputFormat.github.block(for: result, number: 1, verbose: false)
        let lines = block.split(separator: "\n")
        let commands = lines.filter { $0.drop(while: { $0.isWhitespace }).hasPrefix("::") }
        #expect(commands == ["::error file=s/cars.vsh,line=2::expected top CarsList"], "\(block)")
        #expect(block.contains("  \\::stop-commands::tok\n"))
        #expect(block.contains("ok :: here\n"))
        #expect(GitHubAnnotation.neutralized("::a\n \t::b\nc::d\n") == "\\::a\n \t\\::b\nc::d\n")
    }

    @Test("ESC, OSC, C1 and bidi characters in an annotation's file and message are escaped; a long file name is shortened")
    func annotationsAreEscaped() {
        let failure = ShellFailure(
            location: SourceLocation(file: "a\u{1B}]0;x\u{7}\u{9B}\u{202E}.vsh", line: 1), message: "m\u{1B}[2J\u{202E}")
        let line = GitHubAnnotation.error(for: failure)
        #expect(line == "::error file=a\\u{1B}]0;x\\u{7}\\u{9B}\\u{202E}.vsh,line=1::m\\u{1B}[2J\\u{202E}")
        let long = GitHubAnnotation.error(for: ShellFailure(
            location: SourceLocation(file: String(repeating: "d/", count: 5_000) + "a.vsh", line: 1), message: "x"))
        #expect(long.count < 400)
        #expect(long.contains("… (10005 characters)"))
    }
}
