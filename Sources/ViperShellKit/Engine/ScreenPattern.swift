#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular expression for `expect screen matches` whose matching cannot run away.
///
/// Swift's `Regex` backtracks: `.*.*.*.*.*.*Z` on one 80-character line ran
/// for over 100 s (measured; it cannot be interrupted). This uses POSIX
/// extended regular expressions (`regcomp`/`regexec`, no backtracking in
/// glibc without back-references): the same pattern on an 80x40 screen takes
/// about 50 µs. What could still be costly is refused before matching, with
/// a clear message: a pattern over `maximumLength` bytes, back-references
/// (`\1`), and repetition counts whose product is over `maximumRepetitions`.
/// Lines are matched one at a time, and `shouldStop` is asked between lines,
/// so Ctrl-C can interrupt a long screen.
///
/// Matching is linear in a line's length. `regexec` looks for a match from
/// each position of the line in turn, so `a.*b` on a line of 64 KiB of `a`
/// took 45 s (quadratic); a line can be that long, from a variable or a
/// stubbed value. Since only "does some part of the line match" is asked,
/// the pattern `P` is compiled as `^.*(P)`: anchored, it is tried from the
/// start only, in one pass (0.3 ms for the same line), and it matches exactly
/// the lines `P` matches somewhere (a `^` or `$` inside still means the
/// line's start or end). A `)` that closes nothing, which POSIX reads as a
/// plain character, is written `\)` so the group around `P` stays as it was.
final class ScreenPattern {
    /// Why a pattern was refused or matching stopped; the message is for people.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The longest pattern accepted, in bytes.
    static let maximumLength = 1_000
    /// The largest product of all `{m,n}` counts in one pattern.
    static let maximumRepetitions = 10_000

    private var compiled = regex_t()

    /// Compiles `pattern` as a POSIX extended regular expression.
    init(_ pattern: String) throws(Failure) {
        try Self.checkCost(of: pattern)
        let translated = Self.translatingDigitClasses(pattern)
        // The pattern as written is compiled first, so a mistake is reported in its own terms.
        var check = regex_t()
        try Self.compile(translated, into: &check)
        regfree(&check)
        try Self.compile(Self.searchForm(of: translated), into: &compiled)
    }

    /// Compiles `pattern` into `regex`; on failure `regex` holds nothing to free.
    private static func compile(_ pattern: String, into regex: inout regex_t) throws(Failure) {
        let status = regcomp(&regex, pattern, REG_EXTENDED | REG_NOSUB)
        guard status == 0 else {
            var text = [CChar](repeating: 0, count: 256)
            regerror(status, &regex, &text, text.count)
            let reason = text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            regfree(&regex)
            throw Failure(message: reason.prefix(1).lowercased() + reason.dropFirst())
        }
    }

    /// `^.*(pattern)`, with each `)` that closes no group of `pattern`
    /// escaped (see the type's comment). Bracket expressions (`[)]`,
    /// `[]a]`, `[[:digit:]]`) and escaped characters are copied as they are.
    static func searchForm(of pattern: String) -> String {
        let bytes = Array(pattern.utf8)
        var result: [UInt8] = Array("^.*(".utf8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\") where index + 1 < bytes.count:
                result += bytes[index...(index + 1)]
                index += 2
                continue
            case UInt8(ascii: "["):
                let end = endOfBracketExpression(in: bytes, from: index)
                result += bytes[index..<end]
                index = end
                continue
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                if depth == 0 {
                    result += Array("\\)".utf8)
                    index += 1
                    continue
                }
                depth -= 1
            default:
                break
            }
            result.append(byte)
            index += 1
        }
        result.append(UInt8(ascii: ")"))
        return String(decoding: result, as: UTF8.self)
    }

    /// The index just past the bracket expression that starts at `start` (a `[`):
    /// a `]` right after `[` or `[^` is a member, and `[:…:]`, `[.….]`, `[=…=]` are
    /// skipped whole. The end of `bytes` when it never closes (then the pattern does not compile).
    private static func endOfBracketExpression(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") { return index + 1 }
            if byte == UInt8(ascii: "["), index + 1 < bytes.count,
                let kind = [UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "=")].first(where: { $0 == bytes[index + 1] }) {
                // Up to the matching `:]`, `.]` or `=]`.
                var close = index + 2
                while close + 1 < bytes.count, !(bytes[close] == kind && bytes[close + 1] == UInt8(ascii: "]")) { close += 1 }
                index = close + 2
                continue
            }
            index += 1
        }
        return bytes.count
    }

    deinit {
        regfree(&compiled)
    }

    /// The index of the first of `lines` the pattern matches, or nil. Throws
    /// when `shouldStop` (asked before each line) says to stop.
    func firstMatchingLine(in lines: [String], shouldStop: () -> Bool = { false }) throws(Failure) -> Int? {
        for (index, line) in lines.enumerated() {
            if shouldStop() { throw Failure(message: "the regular expression was interrupted") }
            if regexec(&compiled, line, 0, nil, 0) == 0 { return index }
        }
        return nil
    }

    /// Refuses what could make compiling or matching costly.
    static func checkCost(of pattern: String) throws(Failure) {
        let bytes = Array(pattern.utf8)
        guard bytes.count <= maximumLength else {
            throw Failure(message: "the regular expression is longer than \(maximumLength) bytes")
        }
        guard !bytes.contains(0) else { throw Failure(message: "the regular expression contains a NUL character") }
        var product = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                    throw Failure(message: "back-references like \\1 are not supported (they can take exponential time)")
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "{") {
                let count = largestCount(in: bytes, from: index + 1)
                let (multiplied, overflow) = product.multipliedReportingOverflow(by: max(1, count))
                product = overflow ? Int.max : multiplied
                guard product <= maximumRepetitions else {
                    throw Failure(message: "the regular expression repeats too much: its {m,n} counts multiply to over \(maximumRepetitions)")
                }
            }
            index += 1
        }
    }

    /// `pattern` with `\d` and `\D` outside brackets written as `[0-9]` and
    /// `[^0-9]`: POSIX has no `\d`, but scripts written for Swift's `Regex` use it.
    static func translatingDigitClasses(_ pattern: String) -> String {
        var result = ""
        var inBrackets = false
        var iterator = pattern.makeIterator()
        while let character = iterator.next() {
            if inBrackets {
                result.append(character)
                if character == "]", !result.hasSuffix("[]"), !result.hasSuffix("[^]") { inBrackets = false }
            } else if character == "\\", let next = iterator.next() {
                switch next {
                case "d": result += "[0-9]"
                case "D": result += "[^0-9]"
                default: result += "\\\(next)"
                }
            } else {
                if character == "[" { inBrackets = true }
                result.append(character)
            }
        }
        return result
    }

    /// The largest number in a `{m,n}` that starts at `start`, saturating.
    private static func largestCount(in bytes: [UInt8], from start: Int) -> Int {
        var largest = 0
        var current = 0
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let byte = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let (tens, overflow) = current.multipliedReportingOverflow(by: 10)
                current = overflow ? Int.max : min(Int.max - 9, tens) + Int(byte - UInt8(ascii: "0"))
            } else {
                largest = max(largest, current)
                current = 0
            }
            index += 1
        }
        return max(largest, current)
    }
}
