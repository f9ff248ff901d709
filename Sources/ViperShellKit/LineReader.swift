/// Where the REPL gets its input from: a terminal line editor, a pipe, or a test.
///
/// The shell engine knows nothing of libedit; the executable supplies a
/// libedit-backed reader when stdin is a terminal and a plain one otherwise.
@MainActor
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` where the reader shows prompts.
    func readLine(prompt: String) -> LineReadResult

    /// Remembers a line the user entered, for history recall.
    func addHistory(_ line: String)

    /// The remembered lines, oldest first (the `history` command prints them).
    var history: [String] { get }

    /// Whether the user has pressed Ctrl-C since the last prompt. The shell
    /// asks between the lines of a running script (`source`, `run`) and stops
    /// it when this turns true. The default is false: no interrupts.
    var isInterruptPending: Bool { get }

    /// Ends the reader: restores what it changed (the terminal, signal
    /// handlers) and saves what it keeps (history). Safe to call twice; the
    /// default does nothing.
    func close()
}

// MARK: - Defaults

extension LineReader {
    public var isInterruptPending: Bool { false }
    public func close() {}
}

/// What one `readLine(prompt:)` produced.
public enum LineReadResult: Equatable, Sendable {
    /// A line, without its line terminator.
    case line(String)
    /// The user pressed Ctrl-C: the line being typed is dropped.
    case interrupted
    /// End of input (Ctrl-D on an empty line, or the end of a pipe).
    case endOfInput
}

/// Completions the REPL offers for the word under the cursor.
@MainActor
public protocol CompletionProvider: AnyObject {
    /// Candidates that replace the last word of `linePrefix` (the text before
    /// the cursor), sorted, each a whole word.
    func completions(forLinePrefix linePrefix: String) -> [String]
}
