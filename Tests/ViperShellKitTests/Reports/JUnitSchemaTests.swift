import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// The JUnit files viper-shell writes are valid against a published JUnit
/// schema (Jenkins xUnit's junit-10.xsd, kept in Fixtures), checked with xmllint
/// as CI servers' importers would read them.
@Suite("JUnit reports validate against the published schema")
struct JUnitSchemaTests {
    private static let xmllint = "/usr/bin/xmllint"
    private static let schema = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/junit-10.xsd").path

    /// What `xmllint --schema` prints for `xml` and its exit status.
    private static func validate(_ xml: String) throws -> (status: Int32, text: String) {
        try ExternalTool.run(xmllint, ["--noout", "--schema", schema], onFileHolding: xml, named: "junit.xml")
    }

    private static func result(_ path: String, failures: [String] = [], details: [String] = []) -> ScenarioResult {
        ScenarioResult(
            path: path,
            failures: failures.enumerated().map { index, message in
                ShellFailure(location: SourceLocation(file: path, line: index + 2), message: message, details: details)
            },
            output: "", duration: .milliseconds(1234))
    }

    @Test("passing, failing, escaped and not-run scenarios all give a valid file",
          .enabled(if: FileManager.default.isExecutableFile(atPath: xmllint)))
    func everyKindOfResultIsValid() throws {
        let summary = RunSummary(results: [
            Self.result("Tests/Scenarios/cars.vsh"),
            Self.result("/home/ci/s/a.vsh", failures: ["expected top CarsList, found CarDetail", "second failure"],
                        details: ["screen:", "  <b>x&amp;</b> \"quoted\" 'single'"]),
            Self.result("tp/\u{202E}evil\u{9B}\u{1B}[2J.vsh", failures: ["bad \u{0}\u{7} name"]),
        ])
        let xml = JUnitReport.xml(for: summary, suiteName: "viper <shell>", notRun: ["later/b.vsh"])
        let (status, text) = try Self.validate(xml)
        #expect(status == 0, "\(text)\n\(xml)")
        #expect(text.contains("validates"), "\(text)")
    }

    @Test("the check can fail: a test case with an attribute the schema does not know is refused",
          .enabled(if: FileManager.default.isExecutableFile(atPath: xmllint)))
    func theSchemaRefusesUnknownAttributes() throws {
        let xml = JUnitReport.xml(for: RunSummary(results: [Self.result("s/a.vsh")]))
            .replacingOccurrences(of: "<testcase ", with: "<testcase file=\"s/a.vsh\" ")
        let (status, text) = try Self.validate(xml)
        #expect(status != 0)
        #expect(text.contains("file"), "\(text)")
    }
}
