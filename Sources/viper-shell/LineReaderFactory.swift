import ViperShellKit

/// The line reader of the interactive shell. A plain reader for now; the
/// libedit reader (editing, history, completion through `completer`)
/// replaces it here.
@MainActor
func makeInteractiveLineReader(completer: any CompletionProvider) -> any LineReader {
    PlainLineReader(handlesInterrupts: true)
}
