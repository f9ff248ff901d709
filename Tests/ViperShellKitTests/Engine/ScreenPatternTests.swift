#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

/// a regular expression check is bounded and can be interrupted.
@Suite("Screen patterns")
struct ScreenPatternTests {
    private let screen = Array(repeating: String(repeating: "a", count: 80), count: 40)

    @Test("a pattern that makes a backtracking engine explode finishes on an 80x40 screen")
    func nestedStarsFinish() throws {
        let pattern = try ScreenPattern(".*.*.*.*.*.*Z")
        #expect(try pattern.firstMatchingLine(in: screen) == nil)
        #expect(try pattern.firstMatchingLine(in: screen + ["the end: Z"]) == 40)
    }

    @Test("extended syntax matches the first matching line")
    func matchesLines() throws {
        let pattern = try ScreenPattern("^[0-9]+\\. (Kia|BMW)")
        #expect(try pattern.firstMatchingLine(in: ["Cars", "1. Toyota", "2. BMW X5"]) == 2)
    }

    @Test("the pattern is searched as ^.*(P), a ')' that closes nothing escaped, brackets and escapes kept", arguments: [
        ("a.*b", "^.*(a.*b)"),
        ("a)", "^.*(a\\))"),
        ("(a|b))", "^.*((a|b)\\))"),
        ("[)]x)", "^.*([)]x\\))"),
        ("[]a)]", "^.*([]a)])"),
        ("[^]a)]", "^.*([^]a)])"),
        ("[[:digit:])]+", "^.*([[:digit:])]+)"),
        ("\\)a", "^.*(\\)a)"),
        ("", "^.*()"),
    ])
    func searchForm(pattern: String, expected: String) {
        #expect(ScreenPattern.searchForm(of: pattern) == expected)
    }

    @Test("the searched form matches exactly the lines the pattern matches somewhere")
    func searchFormMatchesTheSameLines() throws {
        let patterns = ["a.*b", "^a", "b$", "^$", "a|b)", "(x|^a)", "a)", "[)]", "[]]a", "[^]a]b", "[[:digit:]]+x", "\\d+", "", "()", "(|a)",
                        "a{2}", "(ab)+$", "^(a|b)*c$"]
        let lines = ["", "a", "b", "ab", "ba", "xb)", "b)", "a)", ")", "]a", "xb", "12x", "x12", "aab", "abab", "c", "abc", "aac", "zz"]
        for pattern in patterns {
            let searched = try ScreenPattern(pattern)
            var plain = regex_t()
            #expect(regcomp(&plain, ScreenPattern.translatingDigitClasses(pattern), REG_EXTENDED | REG_NOSUB) == 0, "\(pattern)")
            defer { regfree(&plain) }
            for line in lines {
                let expected = regexec(&plain, line, 0, nil, 0) == 0
                #expect((try searched.firstMatchingLine(in: [line]) == 0) == expected, "\(pattern) on '\(line)'")
            }
        }
    }

    @Test("a bad pattern is one clear error")
    func badPattern() {
        #expect(throws: ScreenPattern.Failure.self) { try ScreenPattern("(unclosed") }
    }

    @Test("costly patterns are refused before matching", arguments: [
        ("(a)\\1", "back-references like \\1 are not supported (they can take exponential time)"),
        ("((a{200}){200})", "the regular expression repeats too much: its {m,n} counts multiply to over 10000"),
        ("a{99999999999999999999999}", "the regular expression repeats too much: its {m,n} counts multiply to over 10000"),
        (String(repeating: "a", count: 1_001), "the regular expression is longer than 1000 bytes"),
        ("a\u{0}b", "the regular expression contains a NUL character"),
    ])
    func costlyPatternsAreRefused(pattern: String, message: String) {
        #expect(throws: ScreenPattern.Failure(message: message)) { try ScreenPattern(pattern) }
    }

    @Test("matching stops between lines when asked to")
    func interruption() throws {
        let pattern = try ScreenPattern("Z")
        var asked = 0
        #expect(throws: ScreenPattern.Failure(message: "the regular expression was interrupted")) {
            try pattern.firstMatchingLine(in: screen) { asked += 1; return asked > 3 }
        }
        #expect(asked == 4)
    }
}
