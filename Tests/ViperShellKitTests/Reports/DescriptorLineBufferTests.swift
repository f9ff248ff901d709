#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

/// How both ends of the worker protocol cut what they read into lines.
@Suite("worker protocol: reading lines")
struct DescriptorLineBufferTests {
    /// A pipe holding `text`, its writing end closed: reading it ends after `text`.
    private static func readablePipe(holding text: String) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        #expect(FileDescriptorWriter.writeAll(text, to: ends[1]))
        close(ends[1])
        return ends[0]
    }

    @Test("lines come in order without their newline; a last line without one is the remainder")
    func linesAndRemainder() throws {
        let descriptor = try Self.readablePipe(holding: "one\n\ntwo ü\nlast")
        defer { close(descriptor) }
        var buffer = DescriptorLineBuffer(descriptor: descriptor)

        #expect(buffer.nextLine() == nil)
        #expect(buffer.read() == .bytes)
        #expect([buffer.nextLine(), buffer.nextLine(), buffer.nextLine(), buffer.nextLine()] == ["one", "", "two ü", nil])
        #expect(buffer.read() == .end)
        #expect(buffer.takeRemainder() == "last")
        #expect(buffer.takeRemainder() == nil)
    }

    @Test("a line cut across reads is joined, and a line longer than one block survives")
    func linesAcrossReads() throws {
        let long = String(repeating: "x", count: DescriptorLineBuffer.blockSize + 10)
        let text = (0..<40).map { "line \($0)\n" }.joined() + long + "\nend\n"
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        try #require(socketpair(AF_UNIX, stream, 0, &ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        var buffer = DescriptorLineBuffer(descriptor: ends[0])
        var lines: [String] = []
        // Sent in pieces that cut lines in the middle, each read as it arrives.
        var rest = Substring(text)
        while !rest.isEmpty {
            let piece = rest.utf8.prefix(7_000)
            rest = Substring(rest.utf8.dropFirst(piece.count))
            #expect(FileDescriptorWriter.writeAll(String(Substring(piece)), to: ends[1], isSocket: true))
            #expect(buffer.read() == .bytes)
            while let line = buffer.nextLine() { lines.append(line) }
        }

        #expect(lines == (0..<40).map { "line \($0)" } + [long, "end"])
        #expect(buffer.takeRemainder() == nil)
    }
}
