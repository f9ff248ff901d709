import Testing
import ViperRuntime
@testable import ViperShellEngine

/// The progress line of `run` and `explore`: redrawn in place, cut to the
/// terminal, at most every 100 ms, and erased before other output.
@MainActor
@Suite("Progress line")
struct ProgressLineTests {
    /// A line on a terminal `width` wide whose time stands where the test puts it.
    @MainActor
    final class Terminal {
        var written = ""
        var time = Duration.zero
        lazy var line = ProgressLine(width: { [unowned self] in width }, elapsed: { [unowned self] in time }) { [unowned self] in
            written += $0
        }
        let width: Int

        init(width: Int = 40) { self.width = width }
    }

    @Test("a line is drawn in place: a carriage return, the text, erase to the end of the line")
    func drawnInPlace() {
        let terminal = Terminal()
        terminal.line.update("run: 1/3 scenarios")

        #expect(terminal.written == "\r" + "run: 1/3 scenarios" + "\u{1B}[K")
        #expect(terminal.line.isShown)
    }

    @Test("a line wider than the terminal is cut one column short of its edge, so it never wraps")
    func cutToTheWidth() {
        let terminal = Terminal(width: 20)
        terminal.line.update(String(repeating: "x", count: 50))

        #expect(terminal.written == "\r" + String(repeating: "x", count: 18) + "…" + "\u{1B}[K")
    }

    @Test("told again within 100 ms it waits; told with now, or 100 ms later, it redraws")
    func throttled() {
        let terminal = Terminal()
        var made = 0
        let text = { (name: String) -> String in
            made += 1
            return name
        }
        terminal.line.update(text("a"))
        terminal.time = .milliseconds(99)
        terminal.line.update(text("b"))
        #expect(terminal.written == "\ra\u{1B}[K")
        #expect(made == 1, "the text is made only when drawn")

        terminal.line.update(text("c"), now: true)
        terminal.time = .milliseconds(199)
        terminal.line.update(text("d"))
        #expect(terminal.written.hasSuffix("\rc\u{1B}[K\rd\u{1B}[K"))

        // The same text again is not written again.
        let before = terminal.written
        terminal.time = .milliseconds(400)
        terminal.line.update("d")
        #expect(terminal.written == before)
    }

    @Test("clear erases the line only when one is shown; say leaves a line of its own")
    func clearAndSay() {
        let terminal = Terminal()
        terminal.line.clear()
        #expect(terminal.written.isEmpty)

        terminal.line.update("run: 3/3 scenarios")
        terminal.line.say("viper-shell run: wrote the JUnit report to junit.xml")
        #expect(terminal.written == "\rrun: 3/3 scenarios\u{1B}[K" + "\r\u{1B}[K"
            + "viper-shell run: wrote the JUnit report to junit.xml\n")
        #expect(!terminal.line.isShown)
    }

    @Test("other output that leaves its line unfinished keeps it: the next line is drawn below")
    func otherOutputLeftUnfinished() {
        let terminal = Terminal()
        terminal.line.update("run: 0/2 scenarios")
        terminal.line.clear(before: "warning: half a line")
        terminal.written += "warning: half a line"
        terminal.line.update("run: 1/2 scenarios", now: true)
        terminal.line.clear(before: "PASS a.vsh\n")
        terminal.written += "PASS a.vsh\n"
        terminal.line.update("run: 2/2 scenarios", now: true)

        #expect(terminal.written == "\rrun: 0/2 scenarios\u{1B}[K\r\u{1B}[K" + "warning: half a line"
            + "\nrun: 1/2 scenarios\u{1B}[K\r\u{1B}[K" + "PASS a.vsh\n" + "\rrun: 2/2 scenarios\u{1B}[K")
    }

    @Test("names with control characters are shown escaped")
    func escaped() {
        let terminal = Terminal(width: 80)
        terminal.line.update("running a\u{1B}[2Jb.vsh")

        #expect(terminal.written == "\rrunning a\\u{1B}[2Jb.vsh\u{1B}[K")
    }

    @Test("the time so far reads as minutes and seconds, with hours past the hour")
    func elapsed() {
        let terminal = Terminal()
        for (time, text) in [(Duration.zero, "0:00"), (.milliseconds(42_900), "0:42"), (.seconds(723), "12:03"), (.seconds(3723), "1:02:03")] {
            terminal.time = time
            #expect(terminal.line.elapsed == text)
        }
    }

    @Test("run's line: done of total, failures, the time, and what is running; never the summary's words")
    func runText() {
        let terminal = Terminal(width: 200)
        let progress = RunProgress(line: terminal.line, total: 3, counting: "scenarios")
        #expect(progress.text == "run: 0/3 scenarios · 0:00")

        progress.nowRunning(["a.vsh", "b.vsh"])
        #expect(progress.text == "run: 0/3 scenarios · 0:00 · running 2: a.vsh, b.vsh")
        progress.finished(ScenarioResult(path: "a.vsh", failures: [], output: "", duration: .zero))
        progress.finished(ScenarioResult(
            path: "b.vsh", failures: [ShellFailure(location: SourceLocation(file: "b.vsh", line: 1), message: "no")],
            output: "", duration: .zero))
        progress.nowRunning(["c.vsh"])
        terminal.time = .seconds(5)
        #expect(progress.text == "run: 2/3 scenarios · 1 failed · 0:05 · running c.vsh")
        #expect(!progress.text.contains("passed"))
    }

    @Test("explore's line: the step of how many, the walk, what it found, the time, and the step's line")
    func exploreText() {
        let progress = ExploreProgress(step: 1234, total: 200_000, walk: 62, found: 1, doing: "CarsList › CarDetail: delete")
        #expect(progress.text(elapsed: "0:42") == "explore: step 1234/200000 · walk 62 · 1 found · 0:42 · CarsList › CarDetail: delete")
    }
}
