import Testing
@testable import ViperRuntime

@Suite("JSON values")
struct JSONTests {
    @Test("pretty text sorts keys, indents by two and writes empty containers inline")
    func prettyEncoding() {
        let value: JSONValue = ["b": [1, 2.5, "x\u{1B}"], "a": ["z": .null, "y": true], "c": [], "d": [:]]

        #expect(JSONTextEncoder(pretty: true).encode(value) == """
            {
              "a" : {
                "y" : true,
                "z" : null
              },
              "b" : [
                1,
                2.5,
                "x\\u001B"
              ],
              "c" : [],
              "d" : {}
            }
            """)
        #expect(value.description == #"{"a":{"y":true,"z":null},"b":[1,2.5,"x\u001B"],"c":[],"d":{}}"#)
    }

    @Test("text far longer than the encoder's first buffer, deeply indented, keeps every byte")
    func longOutput() throws {
        let items = (0..<3_000).map { "item \($0) " + String(repeating: "é", count: $0 % 7) }
        var nested: JSONValue = .array(items.map(JSONValue.string))
        for depth in 0..<40 { nested = ["level \(depth)": nested] }

        let expectedCompact = (0..<40).reversed().map { "{\"level \($0)\":" }.joined()
            + "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" + String(repeating: "}", count: 40)
        #expect(nested.description == expectedCompact)
        let pretty = JSONTextEncoder(pretty: true).encode(nested)
        let lastItem = String(repeating: " ", count: 82) + "\"item 2999 " + String(repeating: "é", count: 2999 % 7) + "\""
        #expect(pretty.split(separator: "\n").last(where: { $0.contains("item 2999") }).map(String.init) == lastItem)
        #expect(try JSONParser.parse(pretty) == nested)
    }

    @Test("written in chunks, the text has the bytes of encode, a string longer than a chunk included", arguments: [true, false])
    func chunkedWriting(pretty: Bool) {
        let long = String(repeating: "long é ", count: 20_000)
        let value: JSONValue = ["long": .string(long), "many": .array((0..<20_000).map { .string("item \($0)") }), "none": []]
        let encoder = JSONTextEncoder(pretty: pretty)
        var bytes: [UInt8] = []
        var chunks = 0

        encoder.write(value, terminator: "\n") { (chunk: UnsafeBufferPointer<UInt8>) in
            bytes.append(contentsOf: chunk)
            chunks += 1
        }

        #expect(chunks > 2)
        #expect(String(decoding: bytes, as: UTF8.self) == encoder.encode(value) + "\n")
    }

    @Test("bidi overrides and C1 controls are written as escapes, other text as is")
    func bidiOverridesAreEscaped() throws {
        let value = JSONValue.string("a\u{202E}b\u{2066}c\u{85}d é…")
        #expect(value.description == #""a\u202Eb\u2066c\u0085d é…""#)
        #expect(try JSONParser.parse(value.description) == value)
    }

    @Test("strings escape quotes, backslashes and C0, DEL and C1 controls, and keep other text as it is")
    func stringEscaping() {
        let text = "q\"b\\n\nt\tr\r\u{01}\u{1F}\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{A0}©é€🚗"
        let expected = #""q\"b\\n\nt\tr\r\u0001\u001F\u007F\u0080\u0085\u009B\u009F"# + "\u{A0}©é€🚗\""

        #expect(JSONTextEncoder(pretty: false).encode(.string(text)) == expected)
        #expect(JSONTextEncoder(pretty: true).encode([text: .string(text)]) == "{\n  \(expected) : \(expected)\n}")
        #expect(JSONTextEncoder().encode(.string("plain ASCII and Zoë")) == "\"plain ASCII and Zoë\"")
    }

    @Test("integers are written with the digits String gives them: signs, bounds, powers of ten and random values")
    func integerDigits() {
        var generator = SplitMix64(seed: 7)
        var numbers = [0, 9, 10, -1, -9, -10, 99, 100, 12_345, Int.max, Int.min, Int.min + 1]
        numbers += (0..<19).flatMap { power -> [Int] in
            let ten = (0..<power).reduce(1) { result, _ in result * 10 }
            return [ten - 1, ten, -ten]
        }
        numbers += (0..<500).map { _ in Int.random(in: Int.min...Int.max, using: &generator) }
        numbers += (0..<500).map { _ in Int.random(in: -100_000...100_000, using: &generator) }
        for number in numbers {
            #expect(JSONTextEncoder(pretty: true).encode(.integer(number)) == String(number))
        }
        // In an array, where the buffer must make room for the digits in place.
        let many = (0..<10_000).map { _ in Int.random(in: Int.min...Int.max, using: &generator) }
        let text = JSONTextEncoder(pretty: false).encode(.array(many.map(JSONValue.integer)))
        #expect(text == "[" + many.map(String.init).joined(separator: ",") + "]")
    }

    @Test("numbers compare by value, also inside arrays and objects")
    func numericEquality() {
        #expect(JSONValue.integer(3) == .double(3.0))
        #expect(JSONValue.array([1, ["n": 2]]) == .array([.double(1), ["n": .double(2)]]))
        #expect(JSONValue.integer(3) != .double(3.5))
        #expect(JSONValue.integer(1) != .bool(true))
        #expect(Set<JSONValue>([.integer(3), .double(3)]).count == 1)
    }

    @Test("parsing and encoding round-trip")
    func roundTrip() throws {
        let text = #"{"name":"Zoë 🚗","n":-12,"f":0.5,"e":1e3,"list":[true,false,null],"esc":"a\"b\\c\n\u00e9\ud83d\ude97"}"#
        let value = try JSONParser.parse(text)

        #expect(value["name"] == "Zoë 🚗")
        #expect(value["n"] == -12)
        #expect(value["e"] == .double(1000))
        #expect(value["esc"] == "a\"b\\c\né🚗")
        #expect(try JSONParser.parse(value.description) == value)
    }

    @Test("syntax errors say line and column", arguments: [
        ("[1, 2", 1, 6, "expected ',' or ']'"),
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after the member name"),
        ("{\"a\": tru}", 1, 7, "unexpected word, expected 'true'"),
        ("[01]", 1, 3, "a number may not start with 0"),
        ("\"abc", 1, 5, "unterminated string"),
        ("{\"a\":1,\"a\":2}", 1, 8, "duplicate member name \"a\""),
        ("[1] x", 1, 5, "unexpected text after the end of the document"),
        ("", 1, 1, "unexpected end of the document, expected a value"),
        ("[\"é\" x]", 1, 6, "expected ',' or ']'"),
    ])
    func syntaxErrors(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParser.SyntaxError(line: line, column: column, message: message)) {
            try JSONParser.parse(text)
        }
    }

    @Test("invalid UTF-8 is reported at its position")
    func invalidUTF8() {
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 3, message: "the file is not valid UTF-8")) {
            try JSONParser.parse(bytes: Array("[\n\"a".utf8) + [0xFF] + Array("\"]".utf8))
        }
    }

    @Test("overlong forms, surrogates and cut sequences are invalid UTF-8, found at their first byte", arguments: [
        [0xC0, 0xAF] as [UInt8], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80],
    ])
    func invalidSequences(bad: [UInt8]) {
        let bytes = Array("\"é".utf8) + bad + Array("\"".utf8)
        #expect(JSONParser.firstInvalidUTF8(in: bytes) == 3)
        #expect(JSONParser.firstInvalidUTF8(in: Array("\"é🚗\"".utf8)) == nil)
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 3, message: "the file is not valid UTF-8")) {
            try JSONParser.parse(bytes: bytes)
        }
    }

    @Test("very deep nesting is an error, not a crash")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test("dotted paths reach members, indices and counts")
    func paths() throws {
        let state: JSONValue = ["rows": [["make": "Toyota"], ["make": "Honda"]], "query": "", "count": 7]

        #expect(try JSONPath("rows.0.make").value(in: state) == "Toyota")
        #expect(try JSONPath("rows.count").value(in: state) == 2)
        #expect(try JSONPath("count").value(in: state) == 7)
        #expect(try JSONPath("query.count").value(in: state) == 0)
        #expect(throws: JSONPath.LookupError.self) { try JSONPath("rows.2.make").value(in: state) }
        let error = #expect(throws: JSONPath.LookupError.self) { try JSONPath("rows.0.model").value(in: state) }
        #expect(error?.message == "'rows.0' has no member 'model' (members: make)")
    }
}
