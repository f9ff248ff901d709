#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line reader without editing: prints the prompt, reads a line from
/// stdin, and remembers history in memory. The executable uses it when no
/// line editor is available; a libedit reader replaces it behind `LineReader`.
///
/// With `handlesInterrupts`, Ctrl-C drops the line being typed and reads
/// `.interrupted` instead of ending the process.
@MainActor
public final class PlainLineReader: LineReader {
    public private(set) var history: [String] = []
    private let showsPrompt: Bool
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// The SIGINT action before `handlesInterrupts` replaced it; `close()` puts it back.
    private var previousInterruptAction: sigaction?

    public init(showsPrompt: Bool = true, handlesInterrupts: Bool = false) {
        self.showsPrompt = showsPrompt
        if handlesInterrupts {
            previousInterruptAction = Self.installInterruptHandler()
            CommandWatchdog.shared.setInterruptPending { plainReaderInterrupted != 0 }
        }
    }

    /// Puts back the SIGINT handler that was there before this reader (with `handlesInterrupts`).
    public func close() {
        guard var previous = previousInterruptAction else { return }
        previousInterruptAction = nil
        sigaction(SIGINT, &previous, nil)
    }

    /// Whether Ctrl-C arrived since the last prompt (with `handlesInterrupts`).
    public var isInterruptPending: Bool { plainReaderInterrupted != 0 }

    public func readLine(prompt: String) -> LineReadResult {
        if showsPrompt {
            print(prompt, terminator: "")
            fflush(nil)
        }
        plainReaderInterrupted = 0
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if atEnd {
                guard !buffer.isEmpty else {
                    if showsPrompt { print("") }
                    return .endOfInput
                }
                let line = buffer
                buffer = []
                return .line(String(decoding: line, as: UTF8.self))
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                guard plainReaderInterrupted != 0 else { continue }
                buffer = []
                if showsPrompt { print("") }
                return .interrupted
            } else {
                atEnd = true
            }
        }
    }

    public func addHistory(_ line: String) {
        history.append(line)
    }

    /// SIGINT sets a flag and interrupts the blocking read instead of ending
    /// the process; returns the action it replaced.
    private static func installInterruptHandler() -> sigaction {
        var action = sigaction()
        let handler: @convention(c) (Int32) -> Void = { _ in
            // A second Ctrl-C before the first was answered (a command that never returns) ends the shell.
            if plainReaderInterrupted != 0 { _exit(130) }
            plainReaderInterrupted = 1
        }
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the blocking read returns EINTR
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        return previous
    }
}

/// Set by the SIGINT handler; read and cleared on the main thread only.
nonisolated(unsafe) private var plainReaderInterrupted: sig_atomic_t = 0
