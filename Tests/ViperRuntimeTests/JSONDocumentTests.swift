import Testing
@testable import ViperRuntime

/// `JSONParser.parseDocument`: the parsed value plus where its values and member names begin.
@Suite("JSON documents")
struct JSONDocumentTests {
    private func document(_ text: String) throws -> JSONDocument {
        try JSONParser.parseDocument(bytes: Array(text.utf8))
    }

    private func valueAt(_ document: JSONDocument, _ path: [String]) -> [Int] {
        document.position(ofValueAt: path).map { [$0.line, $0.column] } ?? []
    }

    private func nameAt(_ document: JSONDocument, _ path: [String]) -> [Int] {
        document.position(ofMemberNameAt: path).map { [$0.line, $0.column] } ?? []
    }

    @Test func theValueIsWhatParseGives() throws {
        // given
        let text = #"{"a": [1, 2.5, {"b": null}], "c": "d"}"#
        // when
        let parsed = try document(text)
        // then
        #expect(parsed.value == (try JSONParser.parse(text)))
    }

    @Test func findsElementsAndMembersPastTrickyStrings() throws {
        // given: brackets, braces, commas and escaped quotes inside strings, nested values
        let text = """
            [ {"id": "a\\"]},{", "x": [1, {"y": "]"}], "make": "M"},
              7,
              {"m\\u0061ke": "K", "id": "b"} ]
            """
        // when
        let parsed = try document(text)
        // then
        #expect(valueAt(parsed, ["0"]) == [1, 3])
        #expect(valueAt(parsed, ["0", "make"]) == [1, 51])
        #expect(nameAt(parsed, ["0", "x"]) == [1, 21])
        #expect(valueAt(parsed, ["1"]) == [2, 3])
        #expect(valueAt(parsed, ["1", "make"]) == [])
        #expect(nameAt(parsed, ["2", "make"]) == [3, 4])
        #expect(valueAt(parsed, ["2", "id"]) == [3, 28])
    }

    @Test func theRootIsWhereItsFirstCharacterIs() throws {
        // when
        let parsed = try document("\n  {\"a\": 1}")
        // then
        #expect(valueAt(parsed, []) == [2, 3])
        #expect(nameAt(parsed, []) == [])
        #expect(valueAt(parsed, ["0"]) == [])
        #expect(nameAt(parsed, ["a"]) == [2, 4])
        #expect(valueAt(parsed, ["a"]) == [2, 9])
    }

    @Test func findsValuesInsideNestedArraysAndObjects() throws {
        // given
        let text = """
            {
              "rows": [
                [10, [20, {"deep": {"x": true}}]],
                {"empty": [], "none": {}}
              ]
            }
            """
        // when
        let parsed = try document(text)
        // then
        #expect(valueAt(parsed, ["rows"]) == [2, 11])
        #expect(valueAt(parsed, ["rows", "0"]) == [3, 5])
        #expect(valueAt(parsed, ["rows", "0", "1", "0"]) == [3, 11])
        #expect(valueAt(parsed, ["rows", "0", "1", "1", "deep", "x"]) == [3, 30])
        #expect(nameAt(parsed, ["rows", "0", "1", "1", "deep"]) == [3, 16])
        #expect(valueAt(parsed, ["rows", "1", "empty"]) == [4, 15])
        #expect(valueAt(parsed, ["rows", "1", "none"]) == [4, 27])
        #expect(nameAt(parsed, ["rows", "0"]) == [], "an array element has no member name")
    }

    @Test func membersWithEscapedNamesAreFoundByTheirDecodedName() throws {
        // when
        let parsed = try document(#"{"a\"b": 1, "\u00e9t\u00e9": 2, "tab\t": 3}"#)
        // then
        #expect(nameAt(parsed, ["a\"b"]) == [1, 2])
        #expect(valueAt(parsed, ["a\"b"]) == [1, 10])
        #expect(nameAt(parsed, ["été"]) == [1, 13])
        #expect(valueAt(parsed, ["tab\t"]) == [1, 42])
        #expect(nameAt(parsed, [#"\u00e9t\u00e9"#]) == [], "the name as written is not the name")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // given: two-, three- and four-byte characters and a flag (two scalars, one character) before values
        let text = #"{"é": "ñ日🚗", "🇫🇷": [1, "x"]}"#
        // when
        let parsed = try document(text)
        // then
        #expect(valueAt(parsed, ["é"]) == [1, 7])
        #expect(nameAt(parsed, ["🇫🇷"]) == [1, 14])
        #expect(valueAt(parsed, ["🇫🇷", "1"]) == [1, 23])
    }

    @Test func pathsThatLeadNowhereAreNil() throws {
        // given
        let parsed = try document(#"{"list": [1, 2], "word": "w", "n": 3}"#)
        // then
        for path in [["missing"], ["list", "2"], ["list", "-1"], ["list", "01"], ["list", "+1"], ["list", "x"],
                     ["word", "0"], ["n", "count"], ["list", "0", "deeper"]] {
            #expect(parsed.position(ofValueAt: path) == nil, "\(path)")
            #expect(parsed.position(ofMemberNameAt: path) == nil, "\(path)")
        }
        #expect(valueAt(parsed, ["list", "1"]) == [1, 14])
    }

    @Test func aScalarRootHasOnlyItsOwnPosition() throws {
        // when
        let parsed = try document("  \n\t42 ")
        // then
        #expect(parsed.value == 42)
        #expect(valueAt(parsed, []) == [2, 2])
        #expect(valueAt(parsed, ["0"]) == [])
    }

    @Test func syntaxErrorsAreTheSameAsParse() {
        // given
        let text = "{\"a\": [1,\n 2,, 3]}"
        // then
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 4, message: "unexpected character ',', expected a value")) {
            _ = try JSONParser.parseDocument(bytes: Array(text.utf8))
        }
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 4, message: "unexpected character ',', expected a value")) {
            _ = try JSONParser.parse(text)
        }
    }
}
