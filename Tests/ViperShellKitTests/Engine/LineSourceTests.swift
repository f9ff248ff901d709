#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

@MainActor
@Suite("Line sources")
struct LineSourceTests {
    private func drain<Source: LineSource>(_ source: Source) -> [String] {
        var source = source
        var lines: [String] = []
        while let line = source.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    @Test("buffer lines drop LF and CRLF terminators and keep a last line without one")
    func buffer() {
        #expect(drain(BufferLineSource(text: "a\r\nb\n\nc")) == ["a", "b", "", "c"])
        #expect(drain(BufferLineSource(text: "")).isEmpty)
        #expect(drain(BufferLineSource(text: "x\n")) == ["x"])
    }

    @Test("buffer lines as slices are the same lines, long ones cut as nextLine cuts them")
    func bufferSlices() {
        let long = String(repeating: "x", count: Tokenizer.maximumLineLength + 10)
        let text = "a\r\nbb\n\nc\n\(long)\nlast"
        var expected = BufferLineSource(text: text)
        var source = BufferLineSource(text: text)
        var count = 0
        while let line = source.nextLineSlice() {
            #expect(Array(line) == expected.nextLine())
            count += 1
        }
        #expect(count == 6)
        #expect(expected.nextLine() == nil)
    }

    @Test("a source that gives only arrays gives the same lines as slices")
    func streamSlices() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        _ = Array("one\ntwo".utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        var source = StreamLineSource(descriptor: descriptors[0])
        #expect(source.nextLineSlice().map(Array.init) == Array("one".utf8))
        #expect(source.nextLineSlice().map(Array.init) == Array("two".utf8))
        #expect(source.nextLineSlice() == nil)
        close(descriptors[0])
    }

    @Test("stream lines are read from a file descriptor, raw bytes intact")
    func stream() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let bytes: [UInt8] = Array("open Books\r\n".utf8) + [0xFF] + Array("\nlast".utf8)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        var source = StreamLineSource(descriptor: descriptors[0])
        #expect(source.nextLine() == Array("open Books".utf8))
        #expect(source.nextLine() == [0xFF])
        #expect(source.nextLine() == Array("last".utf8))
        #expect(source.nextLine() == nil)
        close(descriptors[0])
    }
}
