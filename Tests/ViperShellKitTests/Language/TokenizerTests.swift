import Testing
@testable import ViperShellEngine

@Suite("Tokenizer")
struct TokenizerTests {
    private func texts(_ line: String) throws -> [String] {
        try Tokenizer.words(of: line).map(\.text)
    }

    @Test("splits words on spaces and tabs")
    func splitsOnBlanks() throws {
        #expect(try texts("  select\t 2  ") == ["select", "2"])
    }

    @Test("an empty or blank line has no words")
    func blankLine() throws {
        #expect(try texts("").isEmpty)
        #expect(try texts(" \t ").isEmpty)
    }

    @Test("double quotes keep blanks and resolve \\\", \\\\, \\n and \\t")
    func doubleQuotes() throws {
        #expect(try texts(#"fill make "Land \"Rover\" \\ x\ty\nz""#) == ["fill", "make", "Land \"Rover\" \\ x\ty\nz"])
    }

    @Test("other backslashes inside double quotes stay as written")
    func otherBackslashes() throws {
        #expect(try texts(#"expect screen matches "\d+\. Dune""#) == ["expect", "screen", "matches", #"\d+\. Dune"#])
    }

    @Test("single quotes are literal")
    func singleQuotes() throws {
        #expect(try texts(#"echo 'a \n "b" # c'"#) == ["echo", #"a \n "b" # c"#])
    }

    @Test("# starts a comment outside quotes only")
    func comments() throws {
        #expect(try texts("echo one # two").map { $0 } == ["echo", "one"])
        #expect(try texts("# whole line").isEmpty)
        #expect(try texts(##"echo "#1" '#2'"##) == ["echo", "#1", "#2"])
    }

    @Test("quoted and bare parts next to each other make one word")
    func adjacentParts() throws {
        #expect(try texts(#"a"b c"'d'"#) == ["ab cd"])
    }

    @Test("an empty quoted word is a word, and remembers it was double-quoted")
    func emptyQuoted() throws {
        let words = try Tokenizer.words(of: #"expect state query == """#)
        #expect(words.count == 5)
        #expect(words[4].text == "")
        #expect(words[4].isDoubleQuoted)
        #expect(!words[0].isDoubleQuoted)
    }

    @Test("words know their columns")
    func columns() throws {
        #expect(try Tokenizer.words(of: "ab  'cd' e").map(\.column) == [1, 5, 10])
    }

    @Test("an unterminated double quote names its column")
    func unterminatedDouble() {
        #expect(throws: SyntaxError(column: 7, message: "unterminated \"...\" starting at column 7")) {
            try Tokenizer.words(of: "fill  \"Toyota")
        }
    }

    @Test("an unterminated single quote names its column")
    func unterminatedSingle() {
        #expect(throws: SyntaxError(column: 6, message: "unterminated '...' starting at column 6")) {
            try Tokenizer.words(of: "echo 'abc")
        }
    }

    @Test("bytes that are not UTF-8 are an error with a column, not a crash")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("echo ab".utf8) + [0xFF, 0x41]
        #expect(throws: SyntaxError(column: 8, message: "the line is not valid UTF-8 (bad byte at column 8)")) {
            try Tokenizer.words(ofBytes: bytes)
        }
    }

    @Test("multi-byte UTF-8 is read as text")
    func unicode() throws {
        #expect(try Tokenizer.words(ofBytes: Array("fill make Škoda 🚗".utf8)).map(\.text) == ["fill", "make", "Škoda", "🚗"])
    }

    @Test("a line over the limit is rejected in one line")
    func tooLong() {
        let line = [UInt8](repeating: 0x61, count: 1 << 20)
        #expect(throws: SyntaxError(column: nil, message: "line too long: over 65536 bytes")) {
            try Tokenizer.words(ofBytes: line)
        }
    }

    @Test("partial words for completion close open quotes and note a trailing blank")
    func partialWords() {
        let open = Tokenizer.partialWords(of: "fill \"Land Ro")
        #expect(open.words.map(\.text) == ["fill", "Land Ro"])
        #expect(!open.endsInBlank)
        let afterBlank = Tokenizer.partialWords(of: "open ")
        #expect(afterBlank.words.map(\.text) == ["open"])
        #expect(afterBlank.endsInBlank)
    }

    @Test("a quoted word reads back as the text it quotes; bare words need no quotes")
    func quotingRoundTrip() throws {
        for text in ["Model 3", "say \"hi\"", "back\\slash", "#tag", "it's"] {
            #expect(Tokenizer.needsQuotes(text), "\(text)")
            #expect(try Tokenizer.words(of: Tokenizer.doubleQuoted(text)).map(\.text) == [text])
        }
        #expect(!Tokenizer.needsQuotes("CarsList"))
        #expect(Tokenizer.doubleQuoted("Model 3", closed: false) == "\"Model 3")
    }

    @Test("quoting from bytes gives what quoting scalar by scalar gives, for any text")
    func quotingFromBytesMatchesScalars() {
        // The plain path: scalar by scalar.
        func plain(_ text: String, closed: Bool) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return closed ? result + "\"" : result
        }
        let texts = [
            "", "x", "say \"hi\"", "back\\slash", "line\nbreak\ttab", "\r\n", "\u{1B}[2J", "ring\u{7}", "\u{9B}31m",
            "\u{202E}txet", "🚗👍🏽", "cafe\u{301}", "\u{301}", "e\u{301}\"\u{301}", "日本語\\", "\u{0}nul", "\u{10FFFF}",
            "pick: <n> must be a whole number, not 'one' (usage: pick <n>)", String(repeating: "\"\\\n\t é", count: 50),
        ]
        for text in texts {
            for closed in [true, false] {
                #expect(Tokenizer.doubleQuoted(text, closed: closed) == plain(text, closed: closed))
                #expect(Array(Tokenizer.doubleQuoted(text, closed: closed).utf8) == Array(plain(text, closed: closed).utf8))
            }
        }
    }
}
