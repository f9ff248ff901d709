import ViperRuntime

// MARK: - Writing words back

extension Tokenizer {
    /// Whether `text` is not one bare word of the command language (it holds
    /// a blank, a quote, a backslash, `#`, or a character a terminal must not
    /// get raw), so it must be written quoted.
    package static func needsQuotes(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: needsQuotes)
    }

    /// `word` written so that `words(of:)` reads it back unchanged: bare when
    /// it can be, otherwise as `doubleQuoted(_:)`. `alwaysQuoted` forces
    /// quotes (an `expect state` value that must stay a string).
    public static func quoted(_ word: String, alwaysQuoted: Bool = false) -> String {
        guard alwaysQuoted || word.isEmpty || needsQuotes(word) else { return word }
        return doubleQuoted(word)
    }

    /// `text` in double quotes with `\"`, `\\`, `\n` and `\t` escapes, which
    /// `words(of:)` reads back as `text`; left open (no closing quote) when
    /// more is typed after it (completion). Other control characters (ESC,
    /// BEL, C1 codes, bidi overrides) go inside the quotes as they are: the
    /// language has no escape for them, but reads them back from a quoted word.
    ///
    /// Built from the UTF-8 bytes: the four escaped characters are ASCII
    /// bytes, which never occur inside another scalar's encoding, so copying
    /// every other byte as it is gives the text scalar for scalar (explore
    /// quotes every failure message for its journal).
    package static func doubleQuoted(_ text: String, closed: Bool = true) -> String {
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(text.utf8.count + 3)
        for byte in text.utf8 {
            let escaped: UInt8? = switch byte {
            case 0x22, 0x5C: byte  // \" and \\
            case 0x0A: 0x6E  // \n
            case 0x09: 0x74  // \t
            default: nil
            }
            if let escaped {
                bytes.append(0x5C)
                bytes.append(escaped)
            } else {
                bytes.append(byte)
            }
        }
        if closed { bytes.append(0x22) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a bare word holding `scalar` would read back differently (or hide it).
    private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\"", "'", "#", "\\": return true
        default: return TerminalEscaping.isUnsafe(scalar)
        }
    }
}
