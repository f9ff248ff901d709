import ViperRuntime

/// Writes a run as one self-contained HTML page (`run --report <dir>`),
/// laid out for finding the failure: the summary with filters (all, failed,
/// passed, nondeterministic) and a search box, then the failed scenarios
/// first, each open at its failing step, then the passed ones, folded.
///
/// Each scenario is a timeline of its steps: a step is one line (number,
/// `file:line`, the command, the virtual time, its wall time) over the screen
/// after it, the state changes, the trace events and what it printed. In a
/// failed scenario each step is folded to its line but the failed one, which
/// is open with its failure on top, and the steps long before it are folded
/// into one line, so the failure shows without scrolling; a passed scenario,
/// once opened, shows every step whole.
///
/// The page needs nothing else: its style and its one short script are
/// inline, and it loads nothing, so it opens offline and from a CI artifact
/// (filters work without the script; search and deep links need it). Every
/// text that comes from a scenario (paths, lines, screens, messages) is
/// escaped. Wall times (`<span class="duration">`) are the only bytes that
/// differ between two runs of the same scenarios.
///
/// Past `passingTimelineBudget` bytes of passing scenarios' timelines, the
/// later passing scenarios are one line each, without their steps, so a run
/// of 100,000 scenarios stays a page a browser opens (see docs/ci.md).
public enum HTMLReport {
    /// How many bytes of passing scenarios' timelines a page holds (8 MiB);
    /// the passing scenarios after that are listed one line each. Failed
    /// scenarios always keep their steps.
    public static let passingTimelineBudget = 8 * 1024 * 1024

    /// How many steps before a failed step stay in view; earlier ones fold into one line.
    static let stepsShownBeforeFailure = 2

    /// The page for `summary`, titled after the shell `name`; `notRun` are
    /// the scenarios an interrupted run did not finish (0.8.0's form).
    public static func page(for summary: RunSummary, name: String, notRun: [String] = []) -> String {
        page(for: summary, name: name, notRun: notRun, passingTimelineBudget: passingTimelineBudget)
    }

    /// The page for `summary`, titled after the shell `name`; `notRun` are
    /// the scenarios an interrupted run did not finish; past `passingTimelineBudget`
    /// bytes of passing timelines, passing scenarios are one line each.
    public static func page(
        for summary: RunSummary, name: String, notRun: [String] = [], passingTimelineBudget: Int = passingTimelineBudget
    ) -> String {
        let numbered = summary.results.enumerated().map { (number: $0.offset + 1, result: $0.element) }
        let failed = numbered.filter { !$0.result.passed }
        let passed = numbered.filter { $0.result.passed }
        var passingBody = ""
        var folded = 0
        for (number, result) in passed {
            if passingBody.utf8.count < passingTimelineBudget {
                passingBody += scenario(result, number: number)
            } else {
                passingBody += compactScenario(result, number: number)
                folded += 1
            }
        }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(name)) run report</title>
            <style>\(HTMLReportStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(name)) run report</h1>

            """
        html += summarySection(summary, failed: failed, notRun: notRun, foldedPassing: folded)
        html += "</header>\n<main>\n"
        for (number, result) in failed { html += scenario(result, number: number) }
        html += passingBody
        if summary.results.isEmpty && notRun.isEmpty { html += "<p class=\"no-steps\">No scenarios ran.</p>\n" }
        html += "</main>\n<script>\(HTMLReportScript.source)</script>\n</body>\n</html>\n"
        return html
    }

    /// Whether `result` failed because its runs differed (`run --repeat`).
    static func isNondeterministic(_ result: ScenarioResult) -> Bool {
        result.failures.contains { $0.message.hasPrefix("nondeterministic:") }
    }

    /// The counts and the run's time, the first failures as links, the ones
    /// not run, the filters and the search box.
    private static func summarySection(
        _ summary: RunSummary, failed: [(number: Int, result: ScenarioResult)], notRun: [String], foldedPassing: Int
    ) -> String {
        let total = summary.results.count + notRun.count
        let nondeterministic = summary.results.filter(isNondeterministic).count
        let wallTime = summary.results.reduce(Duration.zero) { $0 + $1.duration }
        var html = "<p class=\"counts\" id=\"summary\"><span class=\"total\">\(total) scenario\(total == 1 ? "" : "s")</span>: "
        html += "<span class=\"passed\">\(summary.passed) passed</span>, <span class=\"failed\">\(summary.failed) failed</span>"
        if nondeterministic > 0 { html += " (<span class=\"nondeterministic\">\(nondeterministic) nondeterministic</span>)" }
        if !notRun.isEmpty { html += ", <span class=\"not-run\">\(notRun.count) not run</span>" }
        html += " <span class=\"duration\">(\(shown(wallTime)) of scenario time)</span></p>\n"
        if !failed.isEmpty {
            html += "<ul class=\"failed-list\">\n"
            for (number, result) in failed.prefix(failedLinksShown) {
                let headline = result.failures.first.map { escape($0.headline) } ?? ""
                html += "<li><a href=\"#scenario-\(number)\">\(escape(result.path))</a> <span class=\"message\">\(headline)</span></li>\n"
            }
            if failed.count > failedLinksShown { html += "<li>and \(failed.count - failedLinksShown) more, below</li>\n" }
            html += "</ul>\n"
        }
        if !notRun.isEmpty {
            html += "<details class=\"not-run\"><summary>Interrupted; \(notRun.count) not run</summary>\n<ul class=\"not-run-list\">\n"
            for path in notRun { html += "<li>\(escape(path))</li>\n" }
            html += "</ul></details>\n"
        }
        if foldedPassing > 0 {
            html += "<p class=\"folded-note\">The steps of the last \(foldedPassing) passing scenario\(foldedPassing == 1 ? " are" : "s are") "
            html += "left out, each shown on one line: the page keeps at most \(passingTimelineBudget / 1024 / 1024) MiB "
            html += "of passing timelines (failed scenarios keep all their steps).</p>\n"
        }
        html += "<nav class=\"controls\" aria-label=\"Filter\">"
        html += filter("all", "All", count: total - notRun.count, checked: true)
        html += filter("failed", "Failed", count: summary.failed)
        html += filter("passed", "Passed", count: summary.passed)
        html += filter("nondeterministic", "Nondeterministic", count: nondeterministic)
        html += "<input type=\"search\" id=\"search\" placeholder=\"Search names and text\" aria-label=\"Search names and text\">"
        html += "<span id=\"search-count\"></span></nav>\n"
        return html
    }

    /// How many failed scenarios the summary links to; the rest follow it anyway.
    static let failedLinksShown = 5

    private static func filter(_ id: String, _ label: String, count: Int, checked: Bool = false) -> String {
        "<label><input type=\"radio\" name=\"show\" id=\"show-\(id)\"\(checked ? " checked" : "")> \(label) (\(count))</label>"
    }

    /// The classes of a scenario: its status, and `nondeterministic` when its runs differed.
    private static func classes(of result: ScenarioResult) -> String {
        "scenario \(result.passed ? "pass" : "fail")" + (isNondeterministic(result) ? " nondeterministic" : "")
    }

    /// The status, path, step count and wall time of a scenario's one line.
    private static func heading(of result: ScenarioResult, steps: Int) -> String {
        var html = "<span class=\"status\">\(result.passed ? "PASS" : "FAIL")</span> "
        if isNondeterministic(result) { html += "<span class=\"tag\">nondeterministic</span> " }
        html += "<span class=\"path\">\(escape(result.path))</span> "
        html += "<span class=\"step-count\">\(steps) step\(steps == 1 ? "" : "s")</span> "
        html += "<span class=\"duration\">\(shown(result.duration))</span>"
        return html
    }

    /// A passing scenario past the budget: its line, without steps.
    private static func compactScenario(_ result: ScenarioResult, number: Int) -> String {
        let steps = result.timeline?.steps.count ?? 0
        return "<div class=\"\(classes(of: result)) compact\" id=\"scenario-\(number)\">\(heading(of: result, steps: steps))</div>\n"
    }

    /// One scenario: a `<details>` (open when it failed) with its steps.
    private static func scenario(_ result: ScenarioResult, number: Int) -> String {
        let timeline = result.timeline ?? ScenarioTimeline()
        let steps = timeline.steps
        var html = "<details class=\"\(classes(of: result))\" id=\"scenario-\(number)\"\(result.passed ? "" : " open")>\n"
        html += "<summary>\(heading(of: result, steps: steps.count))</summary>\n"
        var failuresAtStep: [Int: [ShellFailure]] = [:]
        var failuresAfter: [ShellFailure] = []
        for (position, failure) in result.failures.enumerated() {
            let stepIndex = timeline.failureSteps.indices.contains(position) ? timeline.failureSteps[position] : nil
            if let stepIndex, steps.indices.contains(stepIndex) {
                failuresAtStep[stepIndex, default: []].append(failure)
            } else {
                failuresAfter.append(failure)
            }
        }
        if let omission = result.timeline?.omissionNote {
            html += "<p class=\"omitted\">\(escape(omission))</p>\n"
        }
        if steps.isEmpty {
            if result.timeline?.omission == nil { html += "<p class=\"no-steps\">No steps recorded.</p>\n" }
        } else {
            // The steps long before the first failed one fold into one line.
            let firstFailed = failuresAtStep.keys.min()
            let foldedCount = firstFailed.map { max(0, $0 - stepsShownBeforeFailure) } ?? 0
            html += "<ol class=\"steps\">\n"
            if foldedCount > 1 {
                html += "<li class=\"earlier\"><details><summary>\(foldedCount) earlier steps</summary><ol class=\"steps\">\n"
            }
            for (index, step) in steps.enumerated() {
                html += self.step(
                    step, number: index + 1, scenario: number, failures: failuresAtStep[index] ?? [],
                    duration: timeline.stepDurations.indices.contains(index) ? timeline.stepDurations[index] : nil,
                    folds: !result.passed)
                if foldedCount > 1 && index == foldedCount - 1 { html += "</ol></details></li>\n" }
            }
            html += "</ol>\n"
        }
        if !failuresAfter.isEmpty {
            html += "<div class=\"after\"><h3>After the last step</h3>\n"
            failuresAfter.forEach { html += failureBlock($0, showsScreen: true) }
            html += "</div>\n"
        }
        html += "</details>\n"
        return html
    }

    /// One step: a line (number, place, command, virtual time, wall time),
    /// then any failure, the screen, state changes, trace events and output
    /// (each pane titled by the style; an empty one says "none").
    ///
    /// When `folds` (the steps of a failed scenario, which is open on load),
    /// the line is a `<details>` that opens on a click, and a failed step is
    /// open, so the failure shows without scrolling past the other steps.
    /// Otherwise (a passed scenario, folded itself, so a reader who opens it
    /// asked for its steps) the panes show under the line: with a `<details>`
    /// per step (a shadow tree each), Chromium took a quarter to a third
    /// longer to open the report of 1,000 scenarios (800 to 900 ms against
    /// 640 to 720, `scripts/report-load-time` interleaved, at load 1.3 to 3.5).
    static func step(
        _ step: ScenarioStep, number: Int, scenario: Int, failures: [ShellFailure], duration: Duration? = nil, folds: Bool = true
    ) -> String {
        var html = "<li class=\"step\(failures.isEmpty ? "" : " failed")\" id=\"scenario-\(scenario)-step-\(number)\">"
        html += folds ? "<details\(failures.isEmpty ? "" : " open")><summary class=\"line\">" : "<div class=\"line\">"
        html += "<span class=\"number\">\(number).</span> <span class=\"location\">\(escape(step.location.description))</span> "
        html += "<code class=\"command\">\(escape(step.command))</code> "
        html += "<span class=\"time\">t=\(step.time)ms</span>"
        if let duration { html += " <span class=\"duration\">\(shown(duration))</span>" }
        html += folds ? "</summary>\n" : "</div>\n"
        failures.forEach { html += failureBlock($0, showsScreen: false) }
        html += "<div class=\"panes\">\n"
        html += "<section class=\"screen\"><pre>\(escape(step.screen))</pre></section>\n"
        html += "<section class=\"state\">"
        if !step.stateChanges.isEmpty {
            html += "<div class=\"diff\">" + step.stateChanges.map(stateChange).joined() + "</div>"
        }
        html += "</section>\n"
        html += "<section class=\"trace\">"
        html += step.traceEvents.isEmpty ? "" : "<pre>\(escape(step.traceEvents.joined(separator: "\n")))</pre>"
        html += "</section>\n"
        if !step.output.isEmpty {
            html += "<section class=\"output\"><pre>\(escape(step.output))</pre></section>\n"
        }
        html += folds ? "</div>\n</details></li>\n" : "</div>\n</li>\n"
        return html
    }

    /// One line of state changes (`~ path: old → new`, `+ path: value`,
    /// `- path: value`), coloured by its kind, with a place to break after
    /// each dot of its path (`<wbr>`) and a space after each comma between
    /// the members and elements of its JSON (not in a string, which shows as
    /// it is), so a long line wraps at a key (a path's member, an object's
    /// next member), never inside a word, and its continuation lines hang
    /// under the path. (A `<wbr>` after each comma was 45,000 elements in
    /// the report of 1,000 scenarios, which Chromium then took 660 to 820 ms
    /// to open against 530 to 620 ms, `scripts/report-load-time` interleaved
    /// at load 3.)
    private static func stateChange(_ line: String) -> String {
        let kind = line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "changed"
        var text = ""
        var inPath = true
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in escape(line) {
            text.append(character)
            if inPath {
                if previous == ":" && character == " " {
                    inPath = false
                } else if character == "." {
                    text += "<wbr>"
                }
            } else if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                text += " "
            }
            previous = character
        }
        return "<div class=\"change \(kind)\">\(text)</div>"
    }

    /// A failure: its headline, then its details (a diff, then the screen
    /// unless `showsScreen` is false: a step shows its screen beside it).
    private static func failureBlock(_ failure: ShellFailure, showsScreen: Bool) -> String {
        var details = failure.details
        if !showsScreen, let screen = details.firstIndex(where: { $0.hasPrefix("screen:") }) { details.removeSubrange(screen...) }
        var html = "<div class=\"failure\"><p class=\"headline\">\(escape(failure.headline))</p>"
        if !details.isEmpty { html += "<pre>\(escape(details.joined(separator: "\n")))</pre>" }
        return html + "</div>\n"
    }

    /// A wall time as a person reads it: `0.4 ms`, `12 ms`, `1.3 s`, `2 min 5 s`.
    static func shown(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if milliseconds < 10 { return "\(rounded(milliseconds, places: 1)) ms" }
        if milliseconds < 1000 { return "\(Int(milliseconds.rounded())) ms" }
        if seconds < 60 { return "\(rounded(milliseconds / 1000, places: 1)) s" }
        return "\(seconds / 60) min \(seconds % 60) s"
    }

    private static func rounded(_ value: Double, places: Int) -> String {
        let scale = places == 1 ? 10.0 : 1.0
        let whole = Int((value * scale).rounded())
        return places == 1 ? "\(whole / 10).\(whole % 10)" : "\(whole)"
    }

    /// `text` safe as HTML text: `& < >` as entities; control characters
    /// other than newline and tab, and the bidi overrides, written as
    /// `\u{..}` so they cannot disturb the page. The page puts no outside
    /// text into an attribute (ids are numbers), so quotes stay as they are.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if TerminalEscaping.isUnsafe(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
