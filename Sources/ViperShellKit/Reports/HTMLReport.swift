import ViperRuntime

/// Writes a run as one self-contained HTML page (`run --report <dir>`):
/// the summary, then each scenario as a timeline of its steps (the line and
/// where it is, the virtual time, the screen after it, the state changes,
/// the trace events) with each failure at its step.
///
/// The page needs nothing else: its style is inline, it has no script, and it
/// loads nothing, so it opens offline and from a CI artifact. Scenarios are
/// HTML `<details>`: failed ones open, passed ones folded. Every text that
/// comes from a scenario (paths, lines, screens, messages) is escaped. The
/// page holds no durations or dates, so the same run writes the same bytes.
package enum HTMLReport {
    /// The page for `summary`, titled after the shell `name`; `notRun` are
    /// the scenarios an interrupted run did not finish.
    package static func page(for summary: RunSummary, name: String, notRun: [String] = []) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(name)) run report</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(name)) run report</h1>

            """
        html += summarySection(summary, notRun: notRun)
        html += "</header>\n<main>\n"
        for (index, result) in summary.results.enumerated() {
            html += scenario(result, number: index + 1)
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// The counts, the failed scenarios as links, and the ones not run.
    private static func summarySection(_ summary: RunSummary, notRun: [String]) -> String {
        let total = summary.results.count + notRun.count
        var html = "<p class=\"counts\" id=\"summary\"><span class=\"total\">\(total) scenario\(total == 1 ? "" : "s")</span>: "
        html += "<span class=\"passed\">\(summary.passed) passed</span>, <span class=\"failed\">\(summary.failed) failed</span>"
        if !notRun.isEmpty { html += ", <span class=\"not-run\">\(notRun.count) not run</span>" }
        html += "</p>\n"
        let failed = summary.results.enumerated().filter { !$0.element.passed }
        if !failed.isEmpty {
            html += "<ul class=\"failed-list\">\n"
            for (index, result) in failed {
                let headline = result.failures.first.map { escape($0.headline) } ?? ""
                html += "<li><a href=\"#scenario-\(index + 1)\">\(escape(result.path))</a> <span class=\"message\">\(headline)</span></li>\n"
            }
            html += "</ul>\n"
        }
        if !notRun.isEmpty {
            html += "<p class=\"not-run\">Interrupted; not run:</p>\n<ul class=\"not-run-list\">\n"
            for path in notRun { html += "<li>\(escape(path))</li>\n" }
            html += "</ul>\n"
        }
        return html
    }

    /// One scenario: a `<details>` (open when it failed) with its steps.
    private static func scenario(_ result: ScenarioResult, number: Int) -> String {
        let status = result.passed ? "pass" : "fail"
        let steps = result.timeline?.steps ?? []
        var html = "<details class=\"scenario \(status)\" id=\"scenario-\(number)\"\(result.passed ? "" : " open")>\n"
        html += "<summary><span class=\"status\">\(result.passed ? "PASS" : "FAIL")</span> "
        html += "<span class=\"path\">\(escape(result.path))</span> "
        html += "<span class=\"step-count\">\(steps.count) step\(steps.count == 1 ? "" : "s")</span></summary>\n"
        var failuresAtStep: [Int: [ShellFailure]] = [:]
        var failuresAfter: [ShellFailure] = []
        for (position, failure) in result.failures.enumerated() {
            let stepIndex = result.timeline?.failureSteps.indices.contains(position) == true
                ? result.timeline?.failureSteps[position] : nil
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
            html += "<ol class=\"steps\">\n"
            for (index, step) in steps.enumerated() {
                html += self.step(step, number: index + 1, scenario: number, failures: failuresAtStep[index] ?? [])
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

    /// One step: its line and time, any failure, then the screen, state
    /// changes and trace events (each pane is titled by the style, and an
    /// empty one says "none", so the many steps of a long run stay light).
    static func step(_ step: ScenarioStep, number: Int, scenario: Int, failures: [ShellFailure]) -> String {
        var html = "<li class=\"step\(failures.isEmpty ? "" : " failed")\" id=\"scenario-\(scenario)-step-\(number)\">\n"
        html += "<div class=\"line\"><span class=\"number\">\(number).</span> <span class=\"location\">\(escape(step.location.description))</span> "
        html += "<code class=\"command\">\(escape(step.command))</code> "
        html += "<span class=\"time\">t=\(step.time)ms</span></div>\n"
        failures.forEach { html += failureBlock($0, showsScreen: false) }
        html += "<div class=\"panes\">\n"
        html += "<section class=\"screen\"><pre>\(escape(step.screen))</pre></section>\n"
        html += "<section class=\"state\">"
        html += step.stateChanges.isEmpty
            ? ""
            : "<pre>" + step.stateChanges.map { line in
                let kind = line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "changed"
                return "<span class=\"\(kind)\">\(escape(line))</span>"
            }.joined(separator: "\n") + "</pre>"
        html += "</section>\n"
        html += "<section class=\"trace\">"
        html += step.traceEvents.isEmpty ? "" : "<pre>\(escape(step.traceEvents.joined(separator: "\n")))</pre>"
        html += "</section>\n"
        if !step.output.isEmpty {
            html += "<section class=\"output\"><pre>\(escape(step.output))</pre></section>\n"
        }
        html += "</div>\n</li>\n"
        return html
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

    /// `text` safe as HTML text: `& < >` as entities; control characters
    /// other than newline and tab, and the bidi overrides, written as
    /// `\u{..}` so they cannot disturb the page. The page puts no outside
    /// text into an attribute (ids are numbers), so quotes stay as they are.
    package static func escape(_ text: String) -> String {
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

    /// The page's whole style.
    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f7f9}
        header{padding:12px 20px;background:#fff;border-bottom:1px solid #d0d4da}
        h1{font-size:20px;margin:0 0 6px}
        main{padding:12px 20px}
        .counts .passed{color:#1a7f37}.counts .failed{color:#c62828}
        .failed-list{margin:4px 0;padding-left:20px}.failed-list .message{color:#555;font-family:monospace}
        details.scenario{content-visibility:auto;contain-intrinsic-size:auto 34px;background:#fff;border:1px solid #d0d4da;border-left:6px solid #1a7f37;border-radius:4px;margin:8px 0}
        details.scenario.fail{border-left-color:#c62828}
        details.scenario>summary{padding:6px 10px;cursor:pointer;font-family:monospace}
        .status{font-weight:bold}.pass .status{color:#1a7f37}.fail .status{color:#c62828}
        .step-count{color:#666;margin-left:6px}
        ol.steps{margin:0;padding:0 10px 10px 14px;list-style:none}.number{color:#888}
        li.step{border-top:1px solid #eceef1;padding:6px 0;content-visibility:auto;contain-intrinsic-size:auto 240px}
        li.step.failed{background:#fff2f2}
        .line{font-family:monospace}.location{color:#666}.command{font-weight:bold}.time{color:#0b5cad;margin-left:8px}
        .panes{display:flex;flex-wrap:wrap;gap:10px;margin-top:4px}
        .panes section{flex:1 1 280px;min-width:0}
        .panes section.screen{flex:0 1 auto}
        h3,.panes section::before{display:block;margin:2px 0;font-size:12px;font-weight:bold;color:#555;text-transform:uppercase}
        .screen::before{content:"Screen"}.state::before{content:"State changes"}.trace::before{content:"Trace"}.output::before{content:"Output"}
        .panes section:empty::after{content:"none";color:#888;font-size:12px}
        pre{margin:0;padding:6px;background:#f3f4f6;border-radius:3px;overflow:auto;font:12px/1.3 monospace}
        .added{color:#1a7f37}.removed{color:#c62828}.changed{color:#8a5a00}
        .state pre,.trace pre{white-space:pre-wrap;word-break:break-all}
        .failure{border:1px solid #c62828;background:#fff;border-radius:3px;padding:6px;margin:4px 0}
        .failure .headline{margin:0 0 4px;color:#c62828;font-family:monospace;font-weight:bold}
        .after{padding:6px 10px 10px}
        """
}
