import Testing
@testable import ViperShellEngine

/// Results the format tests print.
private enum Sample {
    static let passing = ScenarioResult(path: "s/pass.vsh", failures: [], output: "hello\nworld\n", duration: .zero)
    static let failing = ScenarioResult(
        path: "s/fail.vsh",
        failures: [ShellFailure(
            location: SourceLocation(file: "s/fail.vsh", line: 5),
            message: "expected top CarsList, found \"CarDetail\"",
            details: ["screen:", "  Honda Civic"])],
        output: "", duration: .zero)
}

@Suite("run --format tap")
struct TAPReportTests {
    @Test("a passing scenario is one ok line with its number and path")
    func passingIsOk() {
        #expect(TAPReport.testLine(for: Sample.passing, number: 3, verbose: false) == "ok 3 - s/pass.vsh\n")
    }

    @Test("a failing scenario is not ok with a YAML block: message, file, line and the report as a literal block")
    func failingHasDiagnostics() {
        #expect(TAPReport.testLine(for: Sample.failing, number: 1, verbose: false) == """
            not ok 1 - s/fail.vsh
              ---
              message: "expected top CarsList, found \\"CarDetail\\""
              file: "s/fail.vsh"
              line: 5
              report: |
                s/fail.vsh:5: expected top CarsList, found "CarDetail"
                screen:
                  Honda Civic
              ...

            """)
    }

    @Test("control characters and # in a path cannot break the TAP line or the YAML")
    func hostileTextIsEscaped() {
        let result = ScenarioResult(
            path: "a#b\u{1B}.vsh",
            failures: [ShellFailure(location: SourceLocation(file: "a#b\u{1B}.vsh", line: 1), message: "bad\u{7}")],
            output: "", duration: .zero)
        let text = TAPReport.testLine(for: result, number: 1, verbose: false)
        #expect(text.hasPrefix("not ok 1 - a\\#b\\u{1B}.vsh\n"))
        // a failure's message is escaped when it is made, so YAML quotes the escape's backslash
        #expect(text.contains("  message: \"bad\\\\u{7}\"\n"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("verbose shows a passing scenario's output as comments")
    func verboseAddsComments() {
        #expect(TAPReport.testLine(for: Sample.passing, number: 1, verbose: true) == "ok 1 - s/pass.vsh\n# hello\n# world\n")
    }

    @Test("the whole run: version first, then the tests, then the plan (1..0 for an empty run)")
    func wholeRun() {
        let format = RunOutputFormat.tap
        #expect(format.header == "TAP version 13\n")
        #expect(format.footer(for: RunSummary(results: [Sample.passing, Sample.failing])) == "1..2\n")
        #expect(format.footer(for: RunSummary(results: [])) == "1..0\n")
    }
}

@Suite("run --format github")
struct GitHubAnnotationTests {
    @Test("a failure is an ::error command with file and line, after the usual text")
    func failureAddsAnError() {
        let block = RunOutputFormat.github.block(for: Sample.failing, number: 1, verbose: false)
        #expect(block == Sample.failing.summaryText
            + "::error file=s/fail.vsh,line=5::expected top CarsList, found \"CarDetail\"\n")
    }

    @Test("a passing scenario adds nothing to the text format")
    func passingAddsNothing() {
        #expect(RunOutputFormat.github.block(for: Sample.passing, number: 1, verbose: false) == "PASS s/pass.vsh\n")
    }

    @Test("message data escapes %, CR and LF; properties also : and ,")
    func escaping() {
        #expect(GitHubAnnotation.escapeData("100%\r\nnext: a,b") == "100%25%0D%0Anext: a,b")
        #expect(GitHubAnnotation.escapeProperty("c:\\a,b%\n") == "c%3A\\a%2Cb%25%0A")
    }

    @Test("a failure of the file as a whole has no line property; a column is given as col")
    func lineAndColumn() {
        let whole = ShellFailure(location: SourceLocation(file: "x.vsh", line: 0), message: "cannot read")
        let column = ShellFailure(location: SourceLocation(file: "x.vsh", line: 2, column: 7), message: "syntax")
        #expect(GitHubAnnotation.error(for: whole) == "::error file=x.vsh::cannot read")
        #expect(GitHubAnnotation.error(for: column) == "::error file=x.vsh,line=2,col=7::syntax")
    }
}

@Suite("run --verbose")
struct VerboseTextTests {
    @Test("the text format shows a passing scenario's output indented under PASS only when verbose")
    func verboseShowsOutput() {
        #expect(RunOutputFormat.text.block(for: Sample.passing, number: 1, verbose: false) == "PASS s/pass.vsh\n")
        #expect(RunOutputFormat.text.block(for: Sample.passing, number: 1, verbose: true)
            == "PASS s/pass.vsh\n    hello\n    world\n")
    }

    @Test("verbose shows a failing scenario's output too, before its failure report")
    func verboseShowsFailingOutput() {
        var failing = Sample.failing
        failing.output = "before the failure\n"
        let block = RunOutputFormat.text.block(for: failing, number: 1, verbose: true)
        #expect(block.hasPrefix("FAIL s/fail.vsh\n    before the failure\n    s/fail.vsh:5: expected top CarsList"), "\(block)")
        #expect(!RunOutputFormat.text.block(for: failing, number: 1, verbose: false).contains("before the failure"))

        let tap = TAPReport.testLine(for: failing, number: 1, verbose: true)
        #expect(tap.hasSuffix("  ...\n# before the failure\n"), "\(tap)")
    }
}
