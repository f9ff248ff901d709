import Foundation
import Testing
@testable import ViperRuntime

/// only regular files are read, up to a limit; writes never go through links or NUL paths.
@Suite("Safe file layer")
struct SafeFileTests {
    private let folder = NSTemporaryDirectory() + "viper-runtime-safefile-" + UUID().uuidString

    private func makeFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("a FIFO is refused at once instead of blocking the reader")
    func fifoIsRefused() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/cars.json"
        #expect(mkfifo(fifo, 0o600) == 0)

        #expect(throws: DataFileError(path: fifo, message: "is a FIFO (named pipe), not a regular file")) {
            try DataFile.contents(atPath: fifo)
        }
    }

    @Test("a device, and a link to one, is refused instead of filling memory")
    func devicesAreRefused() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/cars.json"
        #expect(symlink("/dev/zero", link) == 0)

        for path in ["/dev/zero", link] {
            #expect(throws: SafeFileError(path: path, reason: .notARegularFile("a device"))) {
                try SafeFile.contents(of: path)
            }
        }
    }

    @Test("a file over the size limit is refused, reading stops one byte past the limit")
    func sizeLimit() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: 1_001)))

        #expect(throws: SafeFileError(path: path, reason: .tooLarge(limit: 1_000))) {
            try SafeFile.contents(of: path, limit: 1_000)
        }
        #expect(try SafeFile.contents(of: path, limit: 1_001).count == 1_001)
        #expect(SafeFile.sizeLimit == 16 * 1024 * 1024)
    }

    @Test("files of every size are read whole, across several chunks, and a file said to be empty still is read")
    func filesAreReadWhole() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for size in [0, 1, 4_095, 4_096, 4_097, 65_536, 200_003] {
            let path = folder + "/file-\(size)"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try SafeFile.contents(of: path) == bytes, "size \(size)")
        }
        // /proc files report a size of 0 but have contents.
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            let status = try SafeFile.contents(of: "/proc/self/status")
            #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
        }
    }

    @Test("a path with a NUL is refused for reading and writing, and nothing is written")
    func nulInPathIsRefused() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.json\u{0}.txt"

        #expect(throws: SafeFileError(path: path, reason: .nulInPath)) { try SafeFile.replace(path, with: [0x41]) }
        #expect(throws: SafeFileError(path: path, reason: .nulInPath)) { try SafeFile.contents(of: path) }
        #expect(try names().isEmpty)
    }

    @Test("replacing writes the new bytes whole and leaves no temporary file")
    func replaceIsAtomicAndClean() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/dump.json"
        try SafeFile.replace(path, with: Array("old".utf8))

        try SafeFile.replace(path, with: Array("new".utf8))

        #expect(try SafeFile.contents(of: path) == Array("new".utf8))
        #expect(try names() == ["dump.json"])
    }

    @Test("a symbolic link is never written through or replaced")
    func linksAreNotWrittenThrough() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/target.txt"
        let link = folder + "/snapshot.txt"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("precious".utf8)))
        #expect(symlink(target, link) == 0)

        #expect(throws: SafeFileError(path: link, reason: .symbolicLink)) { try SafeFile.replace(link, with: [0x41]) }

        #expect(try SafeFile.contents(of: target) == Array("precious".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try names() == ["snapshot.txt", "target.txt"])
    }

    @Test("the reasons name no product: the runtime serves any shell built on it", arguments: [
        (SafeFileError.Reason.symbolicLink, "is a symbolic link; files are never written through links"),
        (.tooLarge(limit: 16 * 1024 * 1024), "is larger than 16 MiB, the limit for a file that is read"),
        (.notARegularFile("a device"), "is a device, not a regular file"),
        (.notFound, "no such file"),
    ])
    func reasonsNameNoProduct(reason: SafeFileError.Reason, message: String) {
        let error = SafeFileError(path: "x", reason: reason)
        #expect(error.message == message)
        #expect(error.description == "x: " + message)
    }

    @Test("a failed write removes its temporary file")
    func failedWriteCleansUp() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let occupied = folder + "/dump.json"
        try FileManager.default.createDirectory(atPath: occupied, withIntermediateDirectories: false)

        #expect(throws: SafeFileError(path: occupied, reason: .notARegularFile("a folder"))) {
            try SafeFile.replace(occupied, with: [0x41])
        }
        #expect(try names() == ["dump.json"])
    }

    @Test("a --data path that is a file says it is not a folder; a missing one says no such folder")
    func dataDirectoryProblems() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/plain", contents: Data()))

        #expect(DataFile.problem(withDataDirectory: folder) == nil)
        #expect(DataFile.problem(withDataDirectory: folder + "/plain") == "\(folder)/plain is a file, not a folder")
        #expect(DataFile.problem(withDataDirectory: "/dev/null") == "/dev/null is a device, not a folder")
        #expect(DataFile.problem(withDataDirectory: "no\u{1B}[2Jsuch") == "no such folder: no\\u{1B}[2Jsuch")
    }
}
