import ViperRuntime

/// TAP version 13 (testanything.org) for a run: `ok N - path` or
/// `not ok N - path` per scenario, a YAML block under each failure, and the
/// plan `1..N` at the end (TAP allows it last, so an interrupted run still
/// has a correct plan).
///
///     TAP version 13
///     not ok 1 - Tests/cars.vsh
///       ---
///       message: "expected top CarDetail, found CarsList"
///       file: "Tests/cars.vsh"
///       line: 12
///       report: |
///         Tests/cars.vsh:12: expected top CarDetail, found CarsList
///         ...
///       ...
///     1..1
public enum TAPReport {
    /// The first line.
    public static let header = "TAP version 13\n"

    /// `text` as TAP comments (`# line`), for what a run prints after the
    /// plan, such as the coverage table; an empty line becomes `#`.
    public static func comments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map { $0.isEmpty ? "#\n" : "# " + $0 + "\n" }.joined()
    }

    /// The test line for `result`, with its YAML diagnostics when it failed
    /// (`verbose`: what the scenario printed, as `#` comments after its line
    /// or, for a failure, after its YAML block).
    public static func testLine(for result: ScenarioResult, number: Int, verbose: Bool) -> String {
        let name = escapedDescription(result.path)
        guard let first = result.failures.first else {
            return "ok \(number) - \(name)\n" + (verbose ? outputComments(of: result) : "")
        }
        var text = "not ok \(number) - \(name)\n"
        text += "  ---\n"
        text += "  message: \(quoted(first.message))\n"
        text += "  file: \(quoted(first.location.file))\n"
        text += "  line: \(first.location.line)\n"
        text += "  report: |\n"
        for failure in result.failures {
            for line in failure.report.split(separator: "\n", omittingEmptySubsequences: false) {
                // Blank lines keep the block's indentation: prove's YAML reader ends the block at an empty line.
                text += "    " + literalLine(line) + "\n"
            }
        }
        text += "  ...\n"
        return text + (verbose ? outputComments(of: result) : "")
    }

    /// What the scenario printed, one `#` comment a line, escaped.
    private static func outputComments(of result: ScenarioResult) -> String {
        result.output.split(separator: "\n").map { "# " + escapedDescription(String($0)) + "\n" }.joined()
    }

    /// The plan, last.
    public static func footer(for summary: RunSummary) -> String {
        footer(count: summary.results.count)
    }

    /// The plan of a run of `count` scenarios.
    static func footer(count: Int) -> String {
        "1..\(count)\n"
    }

    /// A YAML double-quoted scalar: `"` and `\` escaped, control characters as `\x..`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if TerminalEscaping.isUnsafe(scalar) {
                    result += scalar.value > 0xFF ? "\\u" + String(repeating: "0", count: max(0, 4 - hex(scalar).count)) + hex(scalar) : "\\x" + hex(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A line of a literal block: YAML cannot carry control characters there,
    /// so they (and bidi overrides, which disguise text) show as `\u{..}`.
    private static func literalLine(_ line: Substring) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if TerminalEscaping.isUnsafe(scalar) && scalar != "\t" {
                result += "\\u{" + hex(scalar) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A test description: one line, control characters, C1 codes and bidi
    /// overrides as `\u{..}`, and, as the TAP grammar reads escapes, `\`
    /// written `\\` and `#` written `\#`: a name can neither end the
    /// description early nor add a directive (`# TODO`, `# SKIP`), whatever
    /// backslashes it holds (`x\# TODO.vsh` is `x\\\# TODO.vsh`).
    static func escapedDescription(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "#": result += "\\#"
            default:
                if TerminalEscaping.isUnsafe(scalar) {
                    result += "\\u{" + hex(scalar) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
