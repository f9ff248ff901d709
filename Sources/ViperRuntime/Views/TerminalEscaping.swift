/// Makes untrusted text safe to print on a terminal.
///
/// Control characters (C0, DEL, C1), and the bidirectional overrides that can
/// disguise text, are written as `\u{1B}`-style escapes; everything else, from
/// accented letters to emoji, passes unchanged. A backslash is left alone, so
/// the result is for reading, not for reversing.
///
/// A message that repeats a word (`displayed(_:limit:)`) also escapes what
/// shows as nothing or as a plain blank (`isInvisible`): a byte order mark, a
/// zero-width space, a direction mark, a no-break space. Otherwise
/// `unknown module 'Cars\u{200B}List'; did you mean CarsList?` would read as
/// if the two were the same. Screens keep those (a family emoji is joined with
/// zero-width joiners).
public enum TerminalEscaping {
    /// `text` with every unsafe scalar escaped.
    public static func escape(_ text: String) -> String {
        escape(text, where: isUnsafe)
    }

    /// `text` with every scalar for which `mustEscape` holds escaped.
    private static func escape(_ text: String, where mustEscape: (Unicode.Scalar) -> Bool) -> String {
        // Printable ASCII, the usual case, is safe without decoding scalars.
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: mustEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The longest word `displayed(_:limit:)` repeats whole.
    public static let displayLimit = 80

    /// `text` as a message repeats it: escaped, invisible characters too
    /// (`isInvisible`), and, when longer than `limit` characters, cut to
    /// `limit` followed by `…` and the full length (`aaaa… (5000 characters)`),
    /// so one word never floods a terminal.
    public static func displayed(_ text: String, limit: Int = displayLimit) -> String {
        let escaped = escape(text) { isUnsafe($0) || isInvisible($0) }
        guard escaped.count > limit else { return escaped }
        return String(escaped.prefix(max(0, limit))) + "… (\(escaped.count) characters)"
    }

    /// `text` as `displayed(_:limit:)` shows it, between `quotes` (`"` by
    /// default; pass "" for none): the form data-file and argument errors use.
    public static func quote(_ text: String, limit: Int = displayLimit, quotes: String = "\"") -> String {
        quotes + displayed(text, limit: limit) + quotes
    }

    /// Whether `scalar` must not reach a terminal raw: a control character or
    /// a bidirectional override.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if isControl(scalar) { return true }
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether `scalar` shows as nothing, or as a blank that is not the
    /// space bar's: format characters (a byte order mark or zero-width no-break
    /// space U+FEFF, zero-width space, joiners, direction marks, soft hyphen,
    /// tag characters), line and paragraph separators, every space but U+0020
    /// (no-break, en, ideographic), and the fillers that draw nothing (Hangul
    /// fillers, the combining grapheme joiner, the blank Braille pattern).
    /// Messages escape them; screens do not (see the type's comment).
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return false }
        switch scalar.value {
        case 0x034F, 0x115F, 0x1160, 0x2800, 0x3164, 0xFFA0: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Whether `byte` is printable ASCII (U+0020–U+007E): safe to print, and
    /// one character, one column and one byte, so byte counts are character counts.
    package static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Whether every byte of `text` is printable ASCII (see the byte version).
    /// Plain loops over the bytes in place: every rendered line asks, also in
    /// debug builds (under `swift test`), where `allSatisfy`'s closure is not
    /// inlined; walking `utf8` by index costs several times as much a byte.
    package static func isPrintableASCII(_ text: String) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        if let inPlace { return inPlace }
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL (U+0000–U+001F,
    /// U+007F–U+009F): the one test of the package for "control character".
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// Whether `text` contains a control character (the validation rule of data entry).
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control || isUnsafe($0) }
    }
}
