/// A place in a script: `cars.vsh:12` or, for syntax errors, `cars.vsh:12:7`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The script's name as the user gave it (`Tests/Scenarios/cars.vsh`, `<stdin>`).
    public var file: String
    public var line: Int
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line[:column]`; line 0 stands for the file as a whole and shows as `file`.
    public var description: String {
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
/// the screen at that moment.
public struct ShellFailure: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    /// What was expected and what was found, or what went wrong.
    public var message: String
    /// Further lines: a diff, then the screen.
    public var details: [String]

    public init(location: SourceLocation, message: String, details: [String] = []) {
        self.location = location
        self.message = message
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
