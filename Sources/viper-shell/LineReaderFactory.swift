import ViperShellKit

/// The line reader of the interactive shell: the libedit reader (editing,
/// history kept in the history file, completion through `completer`, the
/// prompt in colour when `colorPrompt`) when stdin and stdout are both
/// terminals and libedit can be set up; the plain reader otherwise (Ctrl-C
/// still drops the line being typed).
/// Hand it back to `closeInteractiveLineReader(_:)` when the shell ends.
@MainActor
func makeInteractiveLineReader(completer: any CompletionProvider, colorPrompt: Bool) -> any LineReader {
    guard TerminalInfo.isTerminal(0), TerminalInfo.isTerminal(1),
          let reader = LibEditLineReader(
              store: HistoryStore(path: HistoryLocation.defaultPath()),
              completer: completer, colorPrompt: colorPrompt)
    else { return PlainLineReader(handlesInterrupts: true) }
    return reader
}

/// Ends a reader made by `makeInteractiveLineReader`: the libedit reader
/// restores the terminal and saves the history.
@MainActor
func closeInteractiveLineReader(_ reader: any LineReader) {
    (reader as? LibEditLineReader)?.close()
}
