import CLibEdit

/// The one place libedit's C callbacks find their Swift context.
///
/// libedit calls the prompt function, the Tab function and the key reader
/// through C function pointers, which cannot capture anything. While a
/// `LibEditLineReader` reads a line it registers itself here and stores the
/// prompt's C string; the callbacks below read these and forward to the
/// reader (the key reader needs no context: see `TerminalKeyReader`).
///
/// Ownership: the reader owns the prompt buffer (it allocates, replaces and
/// frees it) and the registry holds the reader weakly, so the registry never
/// keeps anything alive. Everything here is touched only on the main thread:
/// `el_gets` is called from the main actor and runs the callbacks synchronously.
enum LineEditingRegistry {
    /// The reader whose `el_gets` is running, if any.
    nonisolated(unsafe) static weak var activeReader: LibEditLineReader?
    /// The prompt libedit shows, NUL-terminated; owned by `activeReader`.
    nonisolated(unsafe) static var prompt: UnsafeMutablePointer<CChar>?

    /// The empty prompt shown when no reader has set one.
    nonisolated(unsafe) private static let emptyPrompt: UnsafeMutablePointer<CChar> = {
        let empty = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        empty.initialize(to: 0)
        return empty
    }()

    /// EL_PROMPT_ESC callback.
    static let promptCallback: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = { _ in
        LineEditingRegistry.prompt ?? LineEditingRegistry.emptyPrompt
    }

    /// EL_GETCFN callback: reads keys (see `TerminalKeyReader`).
    static let readCallback: @convention(c) (OpaquePointer?, UnsafeMutablePointer<wchar_t>?) -> Int32 = { _, character in
        guard let character else { return -1 }
        return TerminalKeyReader.readCharacter(into: character)
    }

    /// EL_ADDFN callback bound to Tab. The reader completes on its own
    /// EditLine, the one running `el_gets`.
    static let completeCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { _, _ in
        MainActor.assumeIsolated {
            LineEditingRegistry.activeReader?.completeWordBeforeCursor() ?? UInt8(CC_REFRESH_BEEP)
        }
    }
}
