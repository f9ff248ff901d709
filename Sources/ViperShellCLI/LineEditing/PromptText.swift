import ViperRuntime

/// Turns the engine's prompt into what libedit shows.
///
/// libedit measures the prompt to place the cursor, so escape sequences in it
/// (colour) are bracketed by `ignoreMarker`, the marker given to
/// `EL_PROMPT_ESC`. With `color` the prompt is drawn bold cyan.
///
/// libedit drops a bracketed sequence that ends the prompt, so the colour
/// reset goes before the prompt's trailing blanks; a prompt without trailing
/// blanks is left uncoloured rather than colouring the typed text too.
enum PromptText {
    /// The byte libedit is told brackets invisible prompt text.
    static let ignoreMarker: Character = "\u{1}"

    static func forLibEdit(_ prompt: String, color: Bool) -> String {
        var text = ""
        var scalars = Array(prompt.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                // An escape sequence: ESC [ parameters final-byte, kept whole and invisible.
                var sequence = "\u{1B}"
                if scalars.first == "[" {
                    sequence.unicodeScalars.append(scalars.removeFirst())
                    while let next = scalars.popFirst() {
                        sequence.unicodeScalars.append(next)
                        if (0x40...0x7E).contains(next.value) { break }
                    }
                }
                text += "\u{1}\(sequence)\u{1}"
            } else if TerminalEscaping.isControl(scalar) {
                continue // control characters would break the prompt's layout
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        let body = text.reversed().drop(while: { $0 == " " }).reversed()
        guard color, body.count < text.count, !body.isEmpty else { return text }
        let blanks = String(repeating: " ", count: text.count - body.count)
        return "\u{1}\u{1B}[1;36m\u{1}" + String(body) + "\u{1}\u{1B}[0m\u{1}" + blanks
    }
}
