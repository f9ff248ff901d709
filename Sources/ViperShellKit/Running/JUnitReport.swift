import ViperRuntime

/// Writes a run's results as JUnit XML for CI: one `<testsuite>`, one
/// `<testcase>` per scenario, a `<failure>` carrying the report text.
public enum JUnitReport {
    /// The XML document for `summary`; `notRun` are the scenarios an
    /// interrupted run did not finish, each a test case marked skipped.
    public static func xml(for summary: RunSummary, suiteName: String = "viper-shell", notRun: [String] = []) -> String {
        let total = summary.results.reduce(Duration.zero) { $0 + $1.duration }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"\(escape(suiteName))\" tests=\"\(summary.results.count + notRun.count)\" "
        xml += "failures=\"\(summary.failed)\" errors=\"0\"\(notRun.isEmpty ? "" : " skipped=\"\(notRun.count)\"") time=\"\(seconds(total))\">\n"
        for result in summary.results {
            xml += testCaseStart(path: result.path, duration: result.duration)
            if result.passed {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            for failure in result.failures {
                xml += "    <failure message=\"\(escape(failure.headline))\">\(escape(failure.report))</failure>\n"
            }
            xml += "  </testcase>\n"
        }
        for path in notRun {
            xml += testCaseStart(path: path, duration: .zero)
            xml += ">\n    <skipped message=\"interrupted: not run\"/>\n  </testcase>\n"
        }
        xml += "</testsuite>\n"
        return xml
    }

    /// `  <testcase name=... classname=... time=...`, unclosed. No `file`
    /// attribute: the published JUnit schema (Jenkins' junit-10.xsd) has none
    /// on a test case; the folder is in `classname` and every failure's text
    /// starts with its `file:line`.
    private static func testCaseStart(path: String, duration: Duration) -> String {
        let name = Paths.scriptName(of: path)
        let classname = classname(forFolder: Paths.directory(of: path))
        return "  <testcase name=\"\(escape(name))\" classname=\"\(escape(classname))\" time=\"\(seconds(duration))\""
    }

    /// `text` safe inside XML text and attributes; characters XML 1.0 cannot
    /// carry at all, C1 controls and bidi overrides are written as `\u{..}`
    /// (a JUnit file is also read on terminals).
    public static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if TerminalEscaping.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The JUnit class of the scenarios in `folder`: its path components
    /// joined with dots (`Tests/Scenarios` gives `Tests.Scenarios`), leaving out
    /// the empty and `.` components of an absolute or `./` path, so
    /// `/home/ci/s` gives `home.ci.s`, not `.home.ci.s`; `scenarios` when
    /// nothing is left.
    static func classname(forFolder folder: String) -> String {
        let components = folder.split(separator: "/").filter { $0 != "." }
        return components.isEmpty ? "scenarios" : components.joined(separator: ".")
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = whole * 1000 + attoseconds / 1_000_000_000_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
