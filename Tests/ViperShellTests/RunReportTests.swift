import Foundation
import Testing

/// `run --report <dir>`: the HTML page, written by the built binary and
/// loaded in headless Chromium (one run for the DOM, one for a screenshot).
@Suite("run --report")
struct RunReportTests {
    /// A folder with a passing, a failing and a hostile-named scenario over the cars module.
    private static func scenarios() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-shell-report-\(UUID().uuidString)")
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        let files = [
            "a_detail.vsh": "open CarsList\nselect 1\nexpect top CarDetail\n",
            "b_search.vsh": "open CarsList\nset autosettle off\nsearch TOY\nwait 300ms\nexpect screen contains Honda\n",
            "<b>x&amp;.vsh": "echo '<img src=x onerror=alert(1)>'\nopen CarsList\n",
        ]
        for (name, text) in files {
            try text.write(to: scenarios.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("the same run writes the same page, with --jobs 2 as with --jobs 1")
    func sameBytesWithJobs() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = folder.appendingPathComponent("scenarios").path
        let one = try BinaryRunner.run(["run", "--jobs", "1", "--report", folder.path + "/one", scenarios])
        let two = try BinaryRunner.run(["run", "--jobs", "2", "--report", folder.path + "/two", scenarios])
        #expect(one.status == 1 && two.status == 1, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout == two.stdout)
        // Wall times aside, the same bytes.
        let pageOne = Self.withoutDurations(try String(contentsOfFile: folder.path + "/one/index.html", encoding: .utf8))
        let pageTwo = Self.withoutDurations(try String(contentsOfFile: folder.path + "/two/index.html", encoding: .utf8))
        #expect(pageOne == pageTwo)
        #expect(pageOne.contains("<span class=\"passed\">2 passed</span>"))
    }

    /// `html` without its wall times.
    private static func withoutDurations(_ html: String) -> String {
        html.replacing(/<span class="duration">[^<]*<\/span>/, with: "")
    }

    @Test("a report folder that cannot be written is one error line and status 2")
    func unwritableFolder() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(["run", "--report", blocker.path, folder.path + "/scenarios/a_detail.vsh"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("viper-shell run: "), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "headless Chromium shows the steps, the screens, the failure at its step and the hostile name as text",
        .enabled(if: !HeadlessChromium.skipRequested, "VIPER_SHELL_SKIP_BROWSER_TESTS=1 skips the browser tests"))
    func inTheBrowser() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report").path
        let outcome = try BinaryRunner.run(["run", "--jobs", "2", "--report", report, folder.path + "/scenarios"])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        let page = report + "/index.html"

        let dom = try HeadlessChromium.dumpDOM(of: page)
        // The summary, and failed scenarios open while passed ones stay folded.
        #expect(dom.contains("<span class=\"passed\">2 passed</span>, <span class=\"failed\">1 failed</span>"))
        #expect(dom.contains("<details class=\"scenario fail\" id=\"scenario-3\" open=\"\">"), "\(dom.prefix(3000))")
        #expect(dom.contains("<details class=\"scenario pass\" id=\"scenario-2\">"))
        // Every line is a step: 3 + 2 + 5.
        #expect(dom.components(separatedBy: "<li class=\"step").count - 1 == 10)
        #expect(dom.contains("<code class=\"command\">select 1</code>"))
        // The screen after a step.
        #expect(dom.contains("<section class=\"screen\"><pre>Cars\n"))
        #expect(dom.contains("1. Toyota Corolla"))
        // The failure at its step, line 5, after the clock moved (200ms of loading, 300ms of debounce).
        let failedStep = try #require(dom.range(of: "<li class=\"step failed\" id=\"scenario-3-step-5\"><details open=\"\">"))
        let stepText = dom[failedStep.upperBound...].prefix(600)
        #expect(stepText.contains("<span class=\"time\">t=500ms</span>"))
        #expect(stepText.contains("b_search.vsh:5: expected the screen to contain"), "\(stepText)")
        // The hostile name and output stay text: nothing was injected into the DOM.
        #expect(dom.contains("/&lt;b&gt;x&amp;amp;.vsh"))
        #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!dom.contains("<b>"))
        #expect(!dom.contains("<img"))
        #expect(dom.components(separatedBy: "<script").count == 2, "the page's own script and no other")

        let png = folder.appendingPathComponent("report.png").path
        try HeadlessChromium.screenshot(of: page, to: png, width: 1000, height: 700)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        // IHDR: the width is the 4 bytes at offset 16.
        #expect(bytes.count > 24 && bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1000)
    }
}
