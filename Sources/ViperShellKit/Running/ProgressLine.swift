import ViperRuntime

/// One line on a terminal that says how a long command is going (`run`,
/// `explore`), redrawn in place: a carriage return, the text, then erase to
/// the end of the line. It is cut to one column less than the terminal's
/// width, so it never wraps (a wrapped line could not be redrawn), redrawn at
/// most every `interval` however often it is told, and erased before other
/// output is written (`clear()`), so what the command prints is exactly what
/// it prints without it. Its text is escaped: it repeats file names and
/// command lines.
///
/// The command line makes one only when it is wanted: on a terminal, outside
/// CI, or when `--progress` asks; it writes to standard error, so standard
/// output holds the same bytes with or without it.
@MainActor
package final class ProgressLine {
    /// The least time between two redraws of a line told often (an explore step, a scenario's answer).
    package static let interval = Duration.milliseconds(100)

    private let write: (String) -> Void
    private let width: () -> Int
    private let elapsedTime: () -> Duration
    /// When the line was last drawn, as `elapsedTime` tells it.
    private var drawnAt: Duration?
    /// Whether a line is on the terminal now.
    package private(set) var isShown = false
    /// What the line on the terminal shows, to leave it alone when nothing changed.
    private var shownText = ""
    /// Whether other output left a line unfinished (a scenario's stderr without
    /// its newline yet): the line is then drawn below it, not over it.
    private var otherLineIsOpen = false

    /// A line written through `write`, cut to `width()` columns less one;
    /// `elapsed` is the time since the command began (a test passes its own).
    package init(
        width: @escaping () -> Int, elapsed: (() -> Duration)? = nil, write: @escaping (String) -> Void
    ) {
        self.write = write
        self.width = width
        if let elapsed {
            elapsedTime = elapsed
        } else {
            let clock = ContinuousClock()
            let start = clock.now
            elapsedTime = { clock.now - start }
        }
    }

    /// The time since the command began: `0:42`, `12:03`, `1:02:03`.
    package var elapsed: String {
        let seconds = max(0, elapsedTime().components.seconds)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// Shows `text` in place of the line, unless it was drawn less than
    /// `interval` ago and `now` is false; `text` is made only when drawn.
    package func update(_ text: @autoclosure () -> String, now: Bool = false) {
        let time = elapsedTime()
        if !now, isShown, let drawnAt, time - drawnAt < Self.interval { return }
        drawnAt = time
        let room = max(1, width() - 1)
        var shown = TerminalEscaping.escape(text())
        if shown.count > room { shown = String(shown.prefix(room - 1)) + "…" }
        guard !isShown || shown != shownText else { return }
        write((otherLineIsOpen ? "\n" : "\r") + shown + Self.eraseToEnd)
        otherLineIsOpen = false
        shownText = shown
        isShown = true
    }

    /// Erases the line, so the next output starts at the beginning of an empty line.
    package func clear() {
        guard isShown else { return }
        write("\r" + Self.eraseToEnd)
        isShown = false
    }

    /// Erases the line before `text` is written to the same terminal by
    /// someone else (results, a scenario's stderr), and notes whether `text`
    /// leaves a line unfinished.
    package func clear(before text: String) {
        clear()
        if !text.isEmpty { otherLineIsOpen = !text.hasSuffix("\n") }
    }

    /// Erases the line and writes `text` as a line that stays (`wrote report/index.html`).
    package func say(_ text: String) {
        clear()
        write(TerminalEscaping.escape(text) + "\n")
    }

    /// CSI K: erase from the cursor to the end of the line.
    private static let eraseToEnd = "\u{1B}[K"
}
