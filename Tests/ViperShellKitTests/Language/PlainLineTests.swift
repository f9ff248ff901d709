import Testing
@testable import ViperShellKit

/// Plain lines (ASCII, no quotes) skip the scanner (issue 16): for every such
/// line they must give exactly the words the scanner gives, columns included.
@Suite("Tokenizer: plain lines")
struct PlainLineTests {
    /// The scanner's reading of `line`: `partialWords` always runs it, and
    /// reads a line without quotes the same way `words(of:)` must.
    private func scannerWords(_ line: String) -> [Word] {
        Tokenizer.partialWords(of: line).words
    }

    @Test("common lines read as the scanner reads them",
          arguments: [
            "select 3", "back", "", "   ", "\t", "open CarsList", "  wait\t1s  ", "wait 1s # settle first", "#", "# all comment",
            "a#b c", "echo \\n \\ x", "let x = ${y}", "echo $(date)", "\u{1B}[31m red", "x\r", "\r\r a \r b",
            "set autosettle 100ms", "expect stack CarsList > CarDetail", "a\u{0}b \u{7F}",
          ])
    func matchesTheScanner(line: String) throws {
        let plain = try #require(Array(line.utf8).withUnsafeBufferPointer(Tokenizer.plainWords))
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
            let plain = try #require(bytes.withUnsafeBufferPointer(Tokenizer.plainWords))
            #expect(plain == scannerWords(line), "line \(bytes)")
        }
    }

    @Test("quotes and bytes over 0x7F are left to the scanner",
          arguments: ["fill \"a b\"", "echo 'x'", "select ü", "a\"", "\u{FF}", "# ok ü"])
    func quotesAndNonASCIIGoToTheScanner(line: String) {
        #expect(Array(line.utf8).withUnsafeBufferPointer(Tokenizer.plainWords) == nil)
    }

    @Test("bytes that are not UTF-8 are an error in a comment too, as the scanner has it")
    func commentsAreCheckedAsUTF8() {
        #expect(throws: SyntaxError.self) { try Tokenizer.words(ofBytes: Array("back # ".utf8) + [0xFF]) }
        #expect(throws: SyntaxError.self) { try Tokenizer.words(ofBytes: [0xC3, UInt8(ascii: " "), UInt8(ascii: "#")]) }
    }
}
