import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("HTML report")
struct HTMLReportTests {
    /// A run of a passing, a failing and a hostile-named scenario, with their steps.
    private func page() throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write("good.vsh", "open Books\nadd Moby\n")
        let bad = try folder.write("bad.vsh", "open Books\nexpect top Book\n")
        let hostile = try folder.write("<b>x&amp;.vsh", "echo <script>alert(1)</script>\nopen Books\nadd \"<i>it</i>\"\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true))
        let summary = runner.runScenarios([good, bad, hostile])
        return HTMLReport.page(for: summary, name: "shelf")
            .replacingOccurrences(of: folder.path, with: "TMP")
    }

    @Test("the page is self-contained: no script, no link, nothing fetched")
    func selfContained() throws {
        let html = try page()
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(!html.contains("<script"))
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
    }

    @Test("the failure sits at its step, with the line, time and screen")
    func failureAtItsStep() throws {
        let html = try page()
        let step = try #require(html.range(of: "<li class=\"step failed\" id=\"scenario-2-step-2\">"))
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
