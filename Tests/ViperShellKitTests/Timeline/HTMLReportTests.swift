import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("HTML report")
struct HTMLReportTests {
    /// The page without its wall times (the only bytes that differ between runs).
    static func withoutDurations(_ html: String) -> String {
        html.replacing(/<span class="duration">[^<]*<\/span>/, with: "<span class=\"duration\"></span>")
    }

    /// A run of a passing, a failing and a hostile-named scenario, with their steps.
    private func page(passingTimelineBudget: Int = HTMLReport.passingTimelineBudget) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write("good.vsh", "open Books\nadd Moby\n")
        let bad = try folder.write("bad.vsh", "open Books\nexpect top Book\n")
        let hostile = try folder.write("<b>x&amp;.vsh", "echo <script>alert(1)</script>\nopen Books\nadd \"<i>it</i>\"\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true))
        let summary = runner.runScenarios([good, bad, hostile])
        return Self.withoutDurations(HTMLReport.page(for: summary, name: "shelf", passingTimelineBudget: passingTimelineBudget))
            .replacingOccurrences(of: folder.path, with: "TMP")
    }

    @Test("the page is self-contained: its one script inline, no link, nothing fetched")
    func selfContained() throws {
        let html = try page()
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(html.contains("<script>(function(){"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(!html.contains("http:") && !html.contains("https:"))
        #expect(!html.contains("@import") && !html.contains("url("))
    }

    @Test("the summary counts, failed scenarios open, passed folded")
    func summaryAndFolding() throws {
        let html = try page()
        #expect(html.contains("<span class=\"passed\">2 passed</span>, <span class=\"failed\">1 failed</span>"))
        #expect(html.contains("<details class=\"scenario pass\" id=\"scenario-1\">"))
        #expect(html.contains("<details class=\"scenario fail\" id=\"scenario-2\" open>"))
        #expect(html.contains("<a href=\"#scenario-2\">TMP/bad.vsh</a>"))
        // The failed scenario comes first in the list.
        let main = try #require(html.range(of: "<main>"))
        let failed = try #require(html.range(of: "id=\"scenario-2\"", range: main.upperBound..<html.endIndex))
        let passed = try #require(html.range(of: "id=\"scenario-1\"", range: main.upperBound..<html.endIndex))
        #expect(failed.lowerBound < passed.lowerBound)
        // The filters, with their counts, and the search box.
        #expect(html.contains("<input type=\"radio\" name=\"show\" id=\"show-failed\"> Failed (1)</label>"))
        #expect(html.contains("<input type=\"search\" id=\"search\""))
    }

    @Test("each scenario and each step shows its wall time")
    func durations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write("good.vsh", "open Books\nadd Moby\n")
        let summary = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true)).runScenarios([good])
        #expect(summary.results[0].timeline?.stepDurations.count == 2)
        let html = HTMLReport.page(for: summary, name: "shelf")
        // The scenario's line, each step's line and the summary's total.
        #expect(html.matches(of: /<span class="duration">(\(?)[0-9.]+ (ms|s)/).count == 4, "\(html)")
        #expect(HTMLReport.shown(.microseconds(420)) == "0.4 ms")
        #expect(HTMLReport.shown(.milliseconds(12)) == "12 ms")
        #expect(HTMLReport.shown(.milliseconds(1340)) == "1.3 s")
        #expect(HTMLReport.shown(.seconds(125)) == "2 min 5 s")
    }

    @Test("the steps long before a failed one fold into one line; the failed step is open, the others closed")
    func earlierStepsFold() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = try folder.write("long.vsh", "open Books\nadd A\nadd B\nadd C\nadd D\nadd E\nexpect top Book\n")
        let summary = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true)).runScenarios([long])
        let html = HTMLReport.page(for: summary, name: "shelf")
        #expect(html.contains("<li class=\"earlier\"><details><summary>4 earlier steps</summary><ol class=\"steps\">\n"
            + "<li class=\"step\" id=\"scenario-1-step-1\"><details><summary class=\"line\">"))
        #expect(html.contains("</ol></details></li>\n<li class=\"step\" id=\"scenario-1-step-5\"><details><summary"))
        #expect(html.contains("<li class=\"step failed\" id=\"scenario-1-step-7\"><details open><summary"))
    }

    @Test("a passed scenario, once opened, shows every step whole; a failed one folds each step but the failed one")
    func passedStepsShowWhole() throws {
        let html = try page()
        // good.vsh passed: its steps are lines over their panes, with no fold of their own.
        #expect(html.contains("<li class=\"step\" id=\"scenario-1-step-1\"><div class=\"line\"><span class=\"number\">1.</span> "))
        let passed = try #require(html.range(of: "<details class=\"scenario pass\" id=\"scenario-1\">"))
        let passedEnd = try #require(html.range(of: "\n</details>\n", range: passed.upperBound..<html.endIndex))
        let passedBody = html[passed.upperBound..<passedEnd.lowerBound]
        #expect(!passedBody.contains("<details"), "\(passedBody)")
        #expect(passedBody.contains("</div>\n<div class=\"panes\">\n<section class=\"screen\"><pre>Books\n"))
        // bad.vsh failed: its first step folds to its line, the failed one is open.
        #expect(html.contains("<li class=\"step\" id=\"scenario-2-step-1\"><details><summary class=\"line\">"))
        #expect(html.contains("<li class=\"step failed\" id=\"scenario-2-step-2\"><details open><summary class=\"line\">"))
    }

    @Test("no rule of the style looks into main with :has(), which Chromium re-checks as the parser fills main")
    func styleHasLooksOnlyIntoTheHeader() {
        let css = HTMLReportStyle.css
        let uses = css.ranges(of: ":has(")
        #expect(uses.count == 3, "the three filters")
        for use in uses {
            #expect(css[..<use.lowerBound].hasSuffix("header"), "\(css[use.lowerBound...].prefix(60))")
        }
    }

    @Test("past the budget, passing scenarios are one line each, without steps; failed ones keep theirs")
    func passingScenariosFoldPastTheBudget() throws {
        let whole = try page()
        let folded = try page(passingTimelineBudget: 1)
        // The first passing scenario is drawn whole (the budget is checked before each), the next is a line.
        #expect(folded.contains("<details class=\"scenario pass\" id=\"scenario-1\">"))
        #expect(folded.contains("<div class=\"scenario pass compact\" id=\"scenario-3\"><span class=\"status\">PASS</span> "))
        #expect(!folded.contains("id=\"scenario-3-step-1\""))
        #expect(whole.contains("id=\"scenario-3-step-1\""))
        #expect(folded.contains("id=\"scenario-2-step-2\""), "the failed scenario keeps its steps")
        #expect(folded.contains("<p class=\"folded-note\">The steps of the last 1 passing scenario are left out"))
        #expect(!whole.contains("<p class=\"folded-note\">"))
    }

    @Test("a scenario whose runs differed is marked nondeterministic, for its filter")
    func nondeterministicMarked() {
        let failure = ShellFailure(location: SourceLocation(file: "x.vsh", line: 2), message: "nondeterministic: runs 1 and 2 differ")
        let result = ScenarioResult(path: "x.vsh", failures: [failure], output: "", duration: .zero, timeline: ScenarioTimeline())
        let html = HTMLReport.page(for: RunSummary(results: [result]), name: "shelf")
        #expect(html.contains("<details class=\"scenario fail nondeterministic\" id=\"scenario-1\" open>"))
        #expect(html.contains("<span class=\"tag\">nondeterministic</span>"))
        #expect(html.contains("id=\"show-nondeterministic\"> Nondeterministic (1)</label>"))
    }

    @Test("a state change breaks only after a path's dots and the commas between a value's members, not in its strings")
    func stateChangesBreakAtKeys() {
        let step = ScenarioStep(
            location: SourceLocation(file: "x.vsh", line: 1), command: "select 1", time: 0,
            stateChanges: [
                "+ stack.1.state: {\"id\":\"c1\",\"make\":\"A, B\",\"tags\":[\"x,y\",\"q\\\",z\"]}",
                "~ stack.0.state.query: [1,2] → \"a.b,c\"",
            ])
        let html = HTMLReport.step(step, number: 1, scenario: 1, failures: [])
        #expect(html.contains(
            "<div class=\"diff\"><div class=\"change added\">+ stack.<wbr>1.<wbr>state: "
                + "{\"id\":\"c1\", \"make\":\"A, B\", \"tags\":[\"x,y\", \"q\\\",z\"]}</div>"
                + "<div class=\"change changed\">~ stack.<wbr>0.<wbr>state.<wbr>query: [1, 2] → \"a.b,c\"</div></div>"),
            "\(html)")
    }

    @Test("the failure sits at its step, with the line, time and screen")
    func failureAtItsStep() throws {
        let html = try page()
        let step = try #require(html.range(of: "<li class=\"step failed\" id=\"scenario-2-step-2\"><details open>"))
        let rest = html[step.upperBound...]
        let end = try #require(rest.range(of: "</li>"))
        let body = rest[..<end.lowerBound]
        #expect(body.contains("<code class=\"command\">expect top Book</code>"))
        #expect(body.contains("<span class=\"time\">t=0ms</span>"))
        #expect(body.contains("<p class=\"headline\">TMP/bad.vsh:2: expected top Book, found Books</p></div>"),
                "the step shows the screen beside the failure, not in it")
        #expect(body.contains("<section class=\"screen\"><pre>Books\n"))
    }

    @Test("names, commands and screen text are escaped")
    func escaped() throws {
        let html = try page()
        #expect(html.contains("TMP/&lt;b&gt;x&amp;amp;.vsh"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("<code class=\"command\">echo &lt;script&gt;alert(1)&lt;/script&gt;</code>"))
        #expect(html.contains("&lt;i&gt;it&lt;/i&gt;"))
        #expect(!html.contains("<i>"))
        #expect(HTMLReport.escape("<a href=\"x\">'&'\u{1B}[31m\u{202E}") == "&lt;a href=\"x\"&gt;'&amp;'\\u{1B}[31m\\u{202E}")
    }

    @Test("the same run writes the same bytes")
    func sameBytes() throws {
        #expect(try page() == page())
    }
}
