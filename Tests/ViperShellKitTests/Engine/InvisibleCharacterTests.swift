#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Characters that show as nothing (a byte order mark, a zero-width space, a
/// direction mark) never hide inside a message that repeats what the user
/// typed, and a byte order mark at the top of a script is read as what editors
/// mean by it: nothing.
@MainActor
@Suite("Invisible characters in scripts and messages")
struct InvisibleCharacterTests {
    @Test("a UTF-8 byte order mark at the top of a script is skipped: the first command runs")
    func byteOrderMarkAtTheTopIsSkipped() throws {
        let harness = try Harness()
        harness.run(bytes: [0xEF, 0xBB, 0xBF] + Array("open Books\nexpect top Books\n".utf8))
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test("a byte order mark at the start of piped input is skipped too")
    func byteOrderMarkAtTheStartOfAStream() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("open Books\n\u{FEFF}x\n".utf8)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        var source = StreamLineSource(descriptor: descriptors[0])
        #expect(source.nextLine() == Array("open Books".utf8))
        // Only the very start: one later is the user's, and shown escaped.
        #expect(source.nextLine() == Array("\u{FEFF}x".utf8))
        close(descriptors[0])
    }

    @Test("a short first line on a pipe that stays open is not held back looking for a mark")
    func shortFirstLineIsNotHeldBack() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        _ = Array("a\n".utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        var source = StreamLineSource(descriptor: descriptors[0])
        #expect(source.nextLine() == Array("a".utf8))
    }

    @Test("a byte order mark anywhere else is named, escaped, in the message")
    func byteOrderMarkLaterIsNamed() throws {
        let harness = try Harness()
        harness.run("open Books\n\u{FEFF}select 1\n")
        let message = try #require(harness.failures.first?.message)
        #expect(message.hasPrefix("unknown command or action '\\u{FEFF}select' for Books"), "\(message)")
    }

    @Test("a zero-width space in a module name is shown escaped, so the suggestion does not look like the input")
    func zeroWidthSpaceInAModuleName() throws {
        let harness = try Harness()
        harness.run("open Bo\u{200B}oks\n")
        let message = try #require(harness.failures.first?.message)
        #expect(message.hasPrefix("unknown module 'Bo\\u{200B}oks'"), "\(message)")
    }

    @Test("messages escape every invisible character: format characters, separators, odd spaces, fillers")
    func invisibleCharactersAreEscaped() {
        let invisible: [Unicode.Scalar] = [
            "\u{FEFF}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{061C}", "\u{00AD}",
            "\u{2028}", "\u{2029}", "\u{00A0}", "\u{2007}", "\u{3000}", "\u{3164}", "\u{115F}", "\u{034F}", "\u{E0041}",
        ]
        for scalar in invisible {
            let text = "a" + String(scalar) + "b"
            #expect(TerminalEscaping.displayed(text) == "a\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}b")
        }
        // Visible text, accents and emoji, passes as it is; so does a plain blank.
        #expect(TerminalEscaping.displayed("Crème brûlée 🚗 a b") == "Crème brûlée 🚗 a b")
    }

    @Test("screens keep what a module shows: only control characters and bidi overrides are escaped there")
    func screensAreUnchanged() {
        #expect(TerminalEscaping.escape("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
    }
}
