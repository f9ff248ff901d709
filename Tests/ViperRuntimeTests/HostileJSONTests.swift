import Testing
@testable import ViperRuntime

/// JSON from files is bounded in depth, tolerant of a BOM, and repeated safely in messages.
@Suite("Hostile JSON")
struct HostileJSONTests {
    @Test("100,000 nested brackets are an error at the bracket that goes too deep, not a stack overflow")
    func deepNestingIsAnError() {
        let text = String(repeating: "[", count: 100_000)

        #expect(throws: JSONParser.SyntaxError(
            line: 1, column: JSONParser.maximumDepth + 1,
            message: "arrays and objects nested deeper than \(JSONParser.maximumDepth) levels")) {
            try JSONParser.parse(text)
        }
    }

    @Test("a UTF-8 byte order mark at the start is skipped, and columns do not count it")
    func byteOrderMarkIsAccepted() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

        #expect(try JSONParser.parse(bytes: bom + Array("[1]".utf8)) == .array([.integer(1)]))
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 4, message: "expected ',' or ']'")) {
            try JSONParser.parse(bytes: bom + Array("[1 2]".utf8))
        }
    }

    @Test("a byte order mark anywhere but the start is still an error")
    func byteOrderMarkInsideIsAnError() {
        #expect(throws: JSONParser.SyntaxError.self) {
            try JSONParser.parse(bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8))
        }
    }

    @Test("a duplicate member name is repeated escaped and shortened")
    func duplicateMemberIsEscaped() {
        let key = "\\u001b[2J" + String(repeating: "k", count: 100)
        let json = "{\"\(key)\":1,\"\(key)\":2}"

        do {
            _ = try JSONParser.parse(json)
            Issue.record("a duplicate member parsed")
        } catch {
            #expect(error.message == "duplicate member name \"\\u{1B}[2J" + String(repeating: "k", count: 71) + "… (109 characters)\"")
            #expect(!error.message.unicodeScalars.contains("\u{1B}"))
        }
    }

    @Test("an index into an empty array says the array is empty")
    func emptyArrayIndex() {
        #expect(throws: JSONPath.LookupError(
            resolvedPrefix: "rows", message: "'rows' is an empty array; '0' is not an element (only 'count' is there)")) {
            try JSONPath("rows.0").value(in: .object(["rows": .array([])]))
        }
    }

    @Test("a missing member the user typed is repeated escaped")
    func missingMemberIsEscaped() throws {
        let error = try #require(throws: JSONPath.LookupError.self) {
            try JSONPath("a\u{9B}b").value(in: .object([:]))
        }
        #expect(error.message == "the state has no member 'a\\u{9B}b' (members: none)")
    }

    @Test("quote escapes, shortens past the limit and puts the word in quotes")
    func quoteShortens() {
        #expect(TerminalEscaping.quote("plain") == "\"plain\"")
        #expect(TerminalEscaping.quote("abcdef", limit: 3) == "\"abc… (6 characters)\"")
        #expect(TerminalEscaping.quote("\u{202E}x", quotes: "'") == "'\\u{202E}x'")
        #expect(TerminalEscaping.quote(String(repeating: "w", count: 65_536)) == "\"" + String(repeating: "w", count: TerminalEscaping.displayLimit) + "… (65536 characters)\"")
    }
}
