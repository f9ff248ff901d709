import Foundation
import Testing
@testable import ViperRuntime

/// No write ever blocks: a FIFO, device or link where a file is written is
/// refused at once, by `replace` (dumps, trace export, snapshots, reports,
/// history) and by `openForWriting` (artifacts, explore's crash journal).
@Suite("Safe file layer: writes never block")
struct SafeFileWritingTests {
    private let folder = NSTemporaryDirectory() + "viper-runtime-safewrite-" + UUID().uuidString

    private func makeFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test("replacing a FIFO nobody reads is refused at once, and the FIFO stays")
    func replaceRefusesAFIFO() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/junit.xml"
        #expect(mkfifo(fifo, 0o600) == 0)

        #expect(throws: SafeFileError(path: fifo, reason: .notARegularFile("a FIFO (named pipe)"))) {
            try SafeFile.replace(fifo, with: Array("x".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["junit.xml"])
    }

    @Test("opening a FIFO, a device or a link for writing is refused at once; a regular file is emptied and written")
    func openForWritingRefusesWhatIsNotARegularFile() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/screen.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Before, open(O_WRONLY) here waited for a reader forever.
        #expect(throws: SafeFileError(path: fifo, reason: .notARegularFile("a FIFO (named pipe)"))) {
            _ = try SafeFile.openForWriting(fifo)
        }
        #expect(throws: SafeFileError(path: "/dev/null", reason: .notARegularFile("a device"))) {
            _ = try SafeFile.openForWriting("/dev/null")
        }
        let target = folder + "/target.txt"
        try "kept\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: target)
        #expect(throws: SafeFileError(path: folder + "/link.txt", reason: .symbolicLink)) {
            _ = try SafeFile.openForWriting(folder + "/link.txt")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept\n")

        let descriptor = try SafeFile.openForWriting(target)
        _ = write(descriptor, "new", 3)
        close(descriptor)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test("an exclusive open refuses a file that is there, leaving it whole")
    func exclusiveKeepsWhatIsThere() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/crash-journal.vsh"
        try "open Faulty\n".write(toFile: journal, atomically: true, encoding: .utf8)

        #expect(throws: SafeFileError(path: journal, reason: .alreadyExists)) {
            _ = try SafeFile.openForWriting(journal, exclusive: true)
        }
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == "open Faulty\n")
    }
}
