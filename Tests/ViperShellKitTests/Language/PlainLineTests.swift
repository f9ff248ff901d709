import Testing
@testable import ViperShellEngine

/// Plain lines (ASCII, no quotes) skip the scanner: for every such
/// line they must give exactly the words the scanner gives, columns included.
@Suite("Tokenizer: plain lines")
struct PlainLineTests {
    /// The scanner's reading of `line`: `partialWords` always runs it, and
    /// reads a line without quotes the same way `words(of:)` must.
    private func scannerWords(_ line: String) -> [Word] {
        Tokenizer.partialWords(of: line).words
    }

    /// The plain-line reading of `bytes`, or nil when it leaves the line to the scanner.
    private func plainWords(_ bytes: [UInt8]) -> [Word]? {
        var words: [Word] = []
        let isPlain = bytes.withUnsafeBufferPointer { Tokenizer.appendPlainWords($0, to: &words) }
        #expect(isPlain || words.isEmpty, "nothing is appended to a line left to the scanner")
        return isPlain ? words : nil
    }

    @Test("common lines read as the scanner reads them",
          arguments: [
            "select 3", "back", "", "   ", "\t", "open CarsList", "  wait\t1s  ", "wait 1s # settle first", "#", "# all comment",
            "a#b c", "echo \\n \\ x", "let x = ${y}", "echo $(date)", "\u{1B}[31m red", "x\r", "\r\r a \r b",
            "set autosettle 100ms", "expect stack CarsList > CarDetail", "a\u{0}b \u{7F}",
          ])
    func matchesTheScanner(line: String) throws {
        let plain = try #require(plainWords(Array(line.utf8)))
        #expect(plain == scannerWords(line))
        #expect(try Tokenizer.words(of: line) == scannerWords(line))
    }

    @Test("lines over many generated mixes of plain bytes read as the scanner reads them")
    func generatedLinesMatchTheScanner() throws {
        let alphabet = Array("ab Z9\t\r#$\\{}-=>.\u{1B}".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let line = String(decoding: bytes, as: UTF8.self)
            let plain = try #require(plainWords(bytes))
            #expect(plain == scannerWords(line), "line \(bytes)")
        }
    }

    @Test("quotes and bytes over 0x7F are left to the scanner",
          arguments: ["fill \"a b\"", "echo 'x'", "select ü", "a\"", "\u{FF}", "# ok ü"])
    func quotesAndNonASCIIGoToTheScanner(line: String) {
        #expect(plainWords(Array(line.utf8)) == nil)
    }

    @Test("bytes that are not UTF-8 are an error in a comment too, as the scanner has it")
    func commentsAreCheckedAsUTF8() {
        #expect(throws: SyntaxError.self) { try Tokenizer.words(ofBytes: Array("back # ".utf8) + [0xFF]) }
        #expect(throws: SyntaxError.self) { try Tokenizer.words(ofBytes: [0xC3, UInt8(ascii: " "), UInt8(ascii: "#")]) }
    }

    @Test("reading line after line into one array gives each line's own words")
    func readingIntoOneArray() throws {
        let lines = ["select 3", "fill \"a b\" c", "", "back", "echo 'x y'", "# note", "open CarsList  now"]
        var words: [Word] = [Word("left over")]
        for line in lines {
            try Tokenizer.readWords(ofBytes: Array(line.utf8)[...], into: &words)
            #expect(words == (try Tokenizer.words(of: line)), "\(line)")
        }
        #expect(throws: SyntaxError.self) { try Tokenizer.readWords(ofBytes: Array("echo \"open".utf8)[...], into: &words) }
    }
}
