#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ViperShellEngine

/// in the shell engine's file helpers: bounded lines, safe paths, no lost scripts.
@MainActor
@Suite("Hostile files and lines")
struct HostileFileTests {
    private let limit = Tokenizer.maximumLineLength

    @Test("an endless line from /dev/zero is given cut at once, with bounded memory")
    func endlessLineIsCut() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var source = StreamLineSource(descriptor: descriptor)

        let line = source.nextLine()

        #expect(line?.count == limit + 1)
        #expect(source.bufferedByteCount <= limit + 2 * 65_536)
    }

    @Test("a 10 MB line is refused once, memory stays bounded, and the next line reads normally")
    func hugeLineThenNormalLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("batch.txt", String(repeating: "x", count: 10_000_000) + "\nscreen\n")
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var source = StreamLineSource(descriptor: descriptor)

        let first = source.nextLine() ?? []
        let second = source.nextLine()

        #expect(first.count == limit + 1)
        #expect(throws: SyntaxError(column: nil, message: "line too long: over \(limit) bytes")) {
            try Tokenizer.words(ofBytes: first)
        }
        #expect(second == Array("screen".utf8))
        #expect(source.bufferedByteCount <= limit + 2 * 65_536)
        #expect(source.nextLine() == nil)
    }

    @Test("a line of exactly the limit plus its carriage return is still a line")
    func crlfAtTheLimit() {
        var source = BufferLineSource(bytes: [UInt8](repeating: 0x61, count: limit) + [0x0D, 0x0A])
        #expect(source.nextLine()?.count == limit)
    }

    @Test("directory entries are read up to their NUL, and a name that is not UTF-8 is listed escaped")
    func entriesAndNonUTF8Names() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.vsh", "")
        var bytes = Array((folder.path + "/bad").utf8) + [0xFF] + Array(".vsh".utf8) + [0]
        let created = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { creat($0, 0o644) }
        }
        try #require(created >= 0)
        close(created)

        #expect(Paths.entries(in: folder.path).sorted() == ["bad\\x{FF}.vsh", "ok.vsh"])
        let scripts = Paths.scripts(under: folder.path)
        #expect(scripts == [folder.path + "/bad\\x{FF}.vsh", folder.path + "/ok.vsh"])
        guard case .failure(let failure) = Paths.read(scripts[0]) else {
            Issue.record("a script with a non-UTF-8 name was read")
            return
        }
        #expect(failure.message.hasSuffix("bad\\x{FF}.vsh: its name is not valid UTF-8 (shown escaped); rename it"))
    }

    @Test("a script named only by dots keeps its snapshots inside __snapshots__", arguments: [
        ("t/...vsh", "t/__snapshots__/%2E%2E"), ("t/..vsh", "t/__snapshots__/%2E"), ("t/.vsh", "t/__snapshots__/%"),
        ("t/list.vsh", "t/__snapshots__/list"), ("list.vsh", "__snapshots__/list"),
    ])
    func snapshotFolders(script: String, folder: String) {
        #expect(Paths.snapshotFolder(forScript: script) == folder)
    }

    @Test("writing refuses a path with a NUL and writes nothing")
    func writeRefusesNUL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        #expect(throws: CommandFailure.self) { try Paths.write("{}", to: folder.path + "/out.json\u{0}.txt") }

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("writing refuses a symlinked file and leaves its target alone")
    func writeRefusesLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = try folder.write("target.txt", "precious")
        #expect(symlink(target, folder.path + "/snap.txt") == 0)

        #expect(throws: CommandFailure.self) { try Paths.write("new", to: folder.path + "/snap.txt", createFolders: true) }

        #expect(try folder.read("target.txt") == "precious")
    }

    @Test("reading a FIFO is an error at once, not a hang")
    func readRefusesFIFO() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/script.vsh", 0o600) == 0)

        guard case .failure(let failure) = Paths.read(folder.path + "/script.vsh") else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(failure.message.hasSuffix("script.vsh: is a FIFO (named pipe), not a regular file"))
    }
}
