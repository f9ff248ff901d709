/// One word of a command line, as the tokenizer read it.
public struct Word: Sendable, Hashable {
    /// The word with quotes removed and escapes resolved.
    public var text: String
    /// Whether any part of the word was written in double quotes.
    public var isDoubleQuoted: Bool
    /// The column (from 1, in Unicode scalars) where the word starts.
    public var column: Int
    /// The parts of `text` written in single quotes, as offsets in Unicode
    /// scalars: literal, so `${name}` is not expanded in them.
    public var singleQuotedRanges: [Range<Int>]

    public init(_ text: String, isDoubleQuoted: Bool = false, column: Int = 1, singleQuotedRanges: [Range<Int>] = []) {
        self.text = text
        self.isDoubleQuoted = isDoubleQuoted
        self.column = column
        self.singleQuotedRanges = singleQuotedRanges
    }
}

/// A line the tokenizer cannot read: an unterminated quote, bytes that are
/// not UTF-8, a line past the length limit.
public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The column (from 1) the problem starts at, when it has one.
    public var column: Int?
    public var message: String

    public init(column: Int?, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { message }
}

/// Splits a command line into words.
///
/// Words are separated by blanks (spaces and tabs). `"..."` is (part of) a
/// word with the escapes `\"`, `\\`, `\n` and `\t`; any other backslash is
/// kept as written, so regular expressions read naturally (`"\d+"`).
/// `'...'` is literal. Quoted and bare parts next to each other join into one
/// word (`a"b c"` is `ab c`). Outside quotes, `#` starts a comment.
/// Reading is linear in the length of the line. Plain lines (ASCII, no
/// quotes: nearly every line of a scenario) are split straight from their
/// bytes (`appendPlainWords`); the scanner reads the rest scalar by scalar.
public enum Tokenizer {
    /// Lines longer than this many bytes are rejected rather than read.
    public static let maximumLineLength = 64 * 1024

    /// A byte that separates words: space, tab, or carriage return (a CRLF
    /// line's end). The scanner and the plain-line reader both ask this.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The words of `line`.
    public static func words(of line: String) throws(SyntaxError) -> [Word] {
        try words(ofBytes: Array(line.utf8))
    }

    /// The words of a line given as raw bytes; bytes that are not UTF-8 are a syntax error.
    public static func words<Bytes: Collection>(ofBytes bytes: Bytes) throws(SyntaxError) -> [Word] where Bytes.Element == UInt8 {
        try checkLength(of: bytes)
        var words: [Word] = []
        if bytes.withContiguousStorageIfAvailable({ appendPlainWords($0, to: &words) }) == true { return words }
        return try scannedWords(ofBytes: bytes)
    }

    /// `words(ofBytes:)` put in `words`, replacing what it held and reusing
    /// its storage when it can: a script reads every line into one array.
    static func readWords(ofBytes bytes: ArraySlice<UInt8>, into words: inout [Word]) throws(SyntaxError) {
        // Lines have a word or two: popping them costs less than `removeAll(keepingCapacity:)`.
        while words.popLast() != nil {}
        try checkLength(of: bytes)
        if bytes.withUnsafeBufferPointer({ appendPlainWords($0, to: &words) }) { return }
        words = try scannedWords(ofBytes: bytes)
    }

    private static func checkLength<Bytes: Collection>(of bytes: Bytes) throws(SyntaxError) {
        guard bytes.count <= maximumLineLength else {
            throw SyntaxError(
                column: nil, message: "line too long: over \(maximumLineLength) bytes")
        }
    }

    /// The words of any line, read scalar by scalar.
    private static func scannedWords<Bytes: Collection>(ofBytes bytes: Bytes) throws(SyntaxError) -> [Word] where Bytes.Element == UInt8 {
        let scalars = try decode(bytes)
        var scanner = Scanner(scalars: scalars, lenient: false)
        return try scanner.scan().words
    }

    /// The words of a partial line, for completion: never throws; an open
    /// quote is closed at the end, and `endsInBlank` says whether the cursor
    /// is after a blank (so a new word starts).
    public static func partialWords(of line: String) -> (words: [Word], endsInBlank: Bool) {
        var scanner = Scanner(scalars: Array(line.unicodeScalars), lenient: true)
        let result = (try? scanner.scan()) ?? (words: [], endsInBlank: true)
        return (result.words, result.endsInBlank)
    }

    // MARK: - Decoding

    private static func decode<Bytes: Collection>(_ bytes: Bytes) throws(SyntaxError) -> [Unicode.Scalar] where Bytes.Element == UInt8 {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error:
                throw SyntaxError(
                    column: scalars.count + 1,
                    message: "the line is not valid UTF-8 (bad byte at column \(scalars.count + 1))")
            }
        }
        return scalars
    }

    // MARK: - Scanning

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let lenient: Bool

        mutating func scan() throws(SyntaxError) -> (words: [Word], endsInBlank: Bool) {
            var words: [Word] = []
            var current = String.UnicodeScalarView()
            var length = 0  // of `current`, in scalars (counting it would not be linear)
            var literalRanges: [Range<Int>] = []
            var inWord = false
            var doubleQuoted = false
            var start = 0
            var index = 0
            var endsInBlank = true

            func finish() {
                if inWord {
                    words.append(Word(
                        String(current), isDoubleQuoted: doubleQuoted, column: start + 1, singleQuotedRanges: literalRanges))
                }
                current = String.UnicodeScalarView()
                length = 0
                literalRanges = []
                inWord = false
                doubleQuoted = false
            }

            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case let blank where blank.isASCII && Tokenizer.isBlank(UInt8(blank.value)):
                    finish()
                    endsInBlank = true
                    index += 1
                    continue
                case "#":
                    finish()
                    return (words, true)
                case "\"":
                    if !inWord { start = index }
                    inWord = true
                    doubleQuoted = true
                    let open = index
                    index += 1
                    var closed = false
                    while index < scalars.count {
                        let inner = scalars[index]
                        if inner == "\"" {
                            closed = true
                            index += 1
                            break
                        }
                        if inner == "\\", index + 1 < scalars.count {
                            let next = scalars[index + 1]
                            switch next {
                            case "\"": current.append("\"")
                            case "\\": current.append("\\")
                            case "n": current.append("\n")
                            case "t": current.append("\t")
                            default:
                                current.append(inner)
                                current.append(next)
                                length += 1
                            }
                            length += 1
                            index += 2
                            continue
                        }
                        current.append(inner)
                        length += 1
                        index += 1
                    }
                    if !closed && !lenient {
                        throw SyntaxError(column: open + 1, message: "unterminated \"...\" starting at column \(open + 1)")
                    }
                case "'":
                    if !inWord { start = index }
                    inWord = true
                    let open = index
                    let literalStart = length
                    index += 1
                    var closed = false
                    defer { literalRanges.append(literalStart..<length) }
                    while index < scalars.count {
                        if scalars[index] == "'" {
                            closed = true
                            index += 1
                            break
                        }
                        current.append(scalars[index])
                        length += 1
                        index += 1
                    }
                    if !closed && !lenient {
                        throw SyntaxError(column: open + 1, message: "unterminated '...' starting at column \(open + 1)")
                    }
                default:
                    if !inWord { start = index }
                    inWord = true
                    current.append(scalar)
                    length += 1
                    index += 1
                }
                endsInBlank = false
            }
            finish()
            return (words, endsInBlank)
        }
    }
}
