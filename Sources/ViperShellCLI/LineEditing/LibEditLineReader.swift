import CLibEdit
import ViperShellEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive shell's line reader: libedit's native API on the terminal.
///
/// - emacs key bindings (and the user's `~/.editrc`), UTF-8 editing;
/// - Up/Down recall from a history loaded from, and saved back to, a
///   `HistoryStore`;
/// - Tab asks the `CompletionProvider`: one candidate is inserted, several
///   extend the word to their common prefix and are listed below the line;
/// - Ctrl-C drops the line being typed (`.interrupted`); Ctrl-D on an empty
///   line is `.endOfInput`; the terminal is always left in cooked mode.
///
/// Call `close()` when done: it ends libedit and saves the history.
@MainActor
final class LibEditLineReader: LineReader {
    private let editLine: OpaquePointer
    private let editHistory: OpaquePointer
    private let store: HistoryStore
    private let completer: CompletionProvider?
    private let colorPrompt: Bool
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private var promptSource: String?
    private var isClosed = false

    /// A reader on standard input and output, or nil when libedit cannot be
    /// set up. `programName` selects the shell's lines in `~/.editrc`;
    /// `colorPrompt` draws the prompt in colour.
    init?(programName: String, store: HistoryStore, completer: CompletionProvider?, colorPrompt: Bool) {
        LibEditLineReader.prepareLocale()
        guard let editLine = viper_el_init_standard_streams(programName) else { return nil }
        guard let editHistory = viper_history_init() else {
            viper_el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.editHistory = editHistory
        self.store = store
        self.completer = completer
        self.colorPrompt = colorPrompt

        viper_history_set_size(editHistory, Int32(store.capacity))
        viper_history_set_unique(editHistory, 1)
        for entry in store.entries {
            viper_history_enter(editHistory, entry)
        }
        viper_el_set_editor(editLine, "emacs")
        // libedit's own signal handling (EL_SIGNAL) re-sends every signal with
        // kill(0, ...) to the whole process group, killing a wrapper script
        // without job control; LineEditorSignals and TerminalKeyReader do its work.
        viper_el_set_signal(editLine, 0)
        viper_el_set_read_function(editLine, LineEditingRegistry.readCallback)
        viper_el_set_history(editLine, editHistory)
        viper_el_set_prompt(editLine, LineEditingRegistry.promptCallback, 1)
        viper_el_add_function(editLine, "viper-complete", "Complete the word before the cursor",
                              LineEditingRegistry.completeCallback)
        viper_el_bind(editLine, "^I", "viper-complete")
        viper_el_source(editLine, nil) // ~/.editrc, as every libedit program reads it
        LineEditorSignals.installInterruptHandler()
        LineEditorSignals.installHangupHandlers()
        LineEditorSignals.ignoreQuit()
        TerminalInfo.followResizes()
    }

    // MARK: - LineReader

    func readLine(prompt: String) -> LineReadResult {
        guard !isClosed, !LineEditorSignals.isHangupPending else { return .endOfInput }
        setPrompt(prompt)
        LineEditingRegistry.activeReader = self
        LineEditingRegistry.prompt = promptBuffer
        defer { LineEditingRegistry.activeReader = nil }
        viper_el_resize(editLine) // the terminal may have changed size since the last line
        _ = LineEditorSignals.consumeInterrupt() // a Ctrl-C while the shell was busy has done its work (stopped a script)
        var count: Int32 = 0
        let text = viper_el_gets(editLine, &count)
        if LineEditorSignals.isHangupPending {
            return .endOfInput
        }
        if LineEditorSignals.consumeInterrupt() {
            writeToTerminal("^C\n")
            return .interrupted
        }
        guard let text, count > 0 else {
            writeToTerminal("\n")
            return .endOfInput
        }
        var line = String(cString: text)
        while let last = line.unicodeScalars.last, last == "\n" || last == "\r" {
            line.unicodeScalars.removeLast()
        }
        return .line(line)
    }

    func addHistory(_ line: String) {
        guard store.add(line), let added = store.entries.last else { return }
        viper_history_enter(editHistory, added)
    }

    var history: [String] { store.entries }

    /// Whether Ctrl-C arrived since the last prompt, or SIGHUP or SIGTERM at
    /// any time: the shell then stops a running script (and, after a hangup,
    /// the next `readLine` ends the input, so the history is saved).
    var isInterruptPending: Bool { LineEditorSignals.isInterruptPending || LineEditorSignals.isHangupPending }

    // MARK: - Closing

    /// Ends libedit (restoring the terminal), saves the history (a failed
    /// save is a warning), then puts back the signal handlers, so that no
    /// signal ends the save. Safe to call twice.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        viper_el_end(editLine)
        viper_history_end(editHistory)
        LineEditorSignals.restoreQuit()
        if LineEditingRegistry.prompt == promptBuffer {
            LineEditingRegistry.prompt = nil
        }
        promptBuffer?.deallocate()
        promptBuffer = nil
        do {
            try store.save()
        } catch {
            HistoryStore.warnOnStandardError(error.message)
        }
        // Only now: a Ctrl-C or SIGHUP during the save (which may wait about a
        // second for another shell's lock) must not end it half-way.
        LineEditorSignals.uninstallInterruptHandler()
        LineEditorSignals.uninstallHangupHandlers()
    }

    // MARK: - Completion (called by LineEditingRegistry.completeCallback)

    /// Runs Tab on the line being edited: returns the CC_* code libedit expects.
    func completeWordBeforeCursor() -> UInt8 {
        guard let completer, let info = viper_el_line(editLine)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let prefix = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer)
            .bindMemory(to: UInt8.self), as: UTF8.self)
        guard let edit = CompletionEdit.make(linePrefix: prefix,
                                             candidates: completer.completions(forLinePrefix: prefix)) else {
            return UInt8(CC_REFRESH_BEEP)
        }
        if edit.deleteCount > 0 {
            viper_el_deletestr(editLine, Int32(edit.deleteCount))
        }
        if !edit.insertion.isEmpty {
            viper_el_insertstr(editLine, edit.insertion)
        }
        guard !edit.listing.isEmpty else { return UInt8(CC_REFRESH) }
        let lines = CompletionListing.lines(edit.listing, width: TerminalInfo.width())
        writeToTerminal("\r\n" + lines.joined(separator: "\r\n") + "\r\n")
        return UInt8(CC_REDISPLAY)
    }

    // MARK: - Private

    private func setPrompt(_ prompt: String) {
        guard prompt != promptSource || promptBuffer == nil else { return }
        promptSource = prompt
        promptBuffer?.deallocate()
        let text = PromptText.forLibEdit(prompt, color: colorPrompt)
        let bytes = Array(text.utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        promptBuffer = buffer
    }

    /// Writes through the C `stdout` stream libedit writes to, so the order holds.
    private func writeToTerminal(_ text: String) {
        viper_write_standard_output(text)
    }

    private static var isLocalePrepared = false

    /// `setlocale(LC_ALL, "")` so libedit edits UTF-8 text; when the
    /// environment names no UTF-8 locale, the first UTF-8 locale the system
    /// has (C.UTF-8 on Linux, UTF-8 on macOS) for character handling only.
    /// Numbers keep the C locale so no output depends on the user's locale.
    private static func prepareLocale() {
        guard !isLocalePrepared else { return }
        isLocalePrepared = true
        setlocale(LC_ALL, "")
        setlocale(LC_NUMERIC, "C")
        func usesUTF8() -> Bool {
            String(cString: nl_langinfo(nl_item(CODESET))).uppercased().filter { $0 != "-" } == "UTF8"
        }
        for fallback in ["C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"] where !usesUTF8() {
            setlocale(LC_CTYPE, fallback)
        }
    }
}
