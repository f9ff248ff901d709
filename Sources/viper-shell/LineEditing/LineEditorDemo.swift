import ViperShellKit

/// `viper-shell --line-editor-demo`: the libedit reader on its own, echoing each
/// line, with a fixed word list for Tab. A hidden entry for exercising the line
/// editor on a pseudo-terminal; it is not part of the documented interface.
@MainActor
enum LineEditorDemo {
    /// The hidden flag that selects the demo.
    static let flag = "--line-editor-demo"

    /// Completes the first word from a fixed list of command names.
    final class WordCompleter: CompletionProvider {
        let words = ["actions", "back", "dump", "echo", "exit", "expect", "help", "modules",
                     "open", "quit", "screen", "set", "settle", "source", "stack", "wait"]

        func completions(forLinePrefix linePrefix: String) -> [String] {
            let word = CompletionEdit.lastWord(of: linePrefix)
            return words.filter { $0.hasPrefix(word) }
        }
    }

    /// Reads lines until end of input; returns the exit status.
    static func run() -> Int32 {
        let store = HistoryStore(path: HistoryLocation.defaultPath())
        guard let reader = LibEditLineReader(store: store, completer: WordCompleter(),
                                             colorPrompt: TerminalInfo.colorAllowed()) else {
            HistoryStore.warnOnStandardError("libedit could not be set up")
            return 1
        }
        defer { reader.close() }
        while true {
            switch reader.readLine(prompt: "demo> ") {
            case .line(let line):
                reader.addHistory(line)
                if line == "quit" { return 0 }
                print("read: \(line)")
            case .interrupted:
                continue
            case .endOfInput:
                return 0
            }
        }
    }
}
