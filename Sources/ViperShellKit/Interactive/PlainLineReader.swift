#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line reader without editing: prints the prompt, reads a line from
/// stdin, and remembers history in memory. The executable uses it when no
/// line editor is available; a libedit reader replaces it behind `LineReader`.
@MainActor
public final class PlainLineReader: LineReader {
    public private(set) var history: [String] = []
    private var source = StreamLineSource()
    private let showsPrompt: Bool

    public init(showsPrompt: Bool = true) {
        self.showsPrompt = showsPrompt
    }

    public func readLine(prompt: String) -> LineReadResult {
        if showsPrompt {
            print(prompt, terminator: "")
            fflush(nil)
        }
        guard let bytes = source.nextLine() else {
            if showsPrompt { print("") }
            return .endOfInput
        }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    public func addHistory(_ line: String) {
        history.append(line)
    }
}
