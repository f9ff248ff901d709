import ViperRuntime

/// A place in a script: `cars.vsh:12` or, for syntax errors, `cars.vsh:12:7`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The script's name as the user gave it (`Tests/Scenarios/cars.vsh`, `<stdin>`).
    public var file: String
    /// The line, from 1; 0 stands for the script as a whole (a leak found after it ended).
    public var line: Int
    /// The column, from 1, when one word of the line is to blame.
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The longest file name a report repeats whole (see `TerminalEscaping.displayed`).
    public static let fileNameLimit = 200

    /// `file:line[:column]`; line 0 stands for the file as a whole and shows as `file`.
    /// The file name is escaped and shortened: it came from outside.
    public var description: String {
        let file = TerminalEscaping.displayed(file, limit: Self.fileNameLimit)
        guard line > 0 else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}

/// Why one command did not succeed.
public enum CommandFailure: Error, Equatable, Sendable {
    /// The command could not run: a syntax error, an unknown command, bad
    /// arguments, a runtime error. `expect error` on the next line accepts it.
    case error(String, column: Int? = nil)
    /// An assertion did not hold: `message` says what was expected and what
    /// was found; `details` are extra lines (a diff) shown before the screen.
    case assertion(String, details: [String] = [])

    /// The one-line message.
    public var message: String {
        switch self {
        case .error(let message, _), .assertion(let message, _): return message
        }
    }
}

/// A failure as reported: `<file>:<line>: <message>` followed by details and
/// the screen at that moment. What `ScenarioResult.failures` holds.
public struct ShellFailure: Sendable, Equatable, CustomStringConvertible {
    /// Where: the script, its line and, when one word is to blame, its column.
    public var location: SourceLocation
    /// What was expected and what was found, or what went wrong: one line,
    /// escaped for a terminal and at most `messageLimit` characters.
    public var message: String
    /// Further lines: a diff, then the screen.
    public var details: [String]

    /// The longest message a report repeats whole. Messages shorten the words
    /// they repeat; this bounds what a message built from many words can reach.
    public static let messageLimit = 2_000

    /// `message` as a report shows it: escaped and at most `messageLimit` characters.
    public static func shown(_ message: String) -> String {
        TerminalEscaping.displayed(message, limit: messageLimit)
    }

    /// A failure at `location`. `message` is escaped (a word some message
    /// repeated raw still cannot reach a terminal) and shortened to `messageLimit`.
    public init(location: SourceLocation, message: String, details: [String] = []) {
        self.location = location
        self.message = Self.shown(message)
        self.details = details
    }

    /// The first line: `cars.vsh:12: expected top CarDetail, found CarsList`.
    public var headline: String { "\(location): \(message)" }

    /// The whole report, lines joined by newlines, without a trailing newline.
    public var report: String {
        ([headline] + details).joined(separator: "\n")
    }

    public var description: String { report }
}
