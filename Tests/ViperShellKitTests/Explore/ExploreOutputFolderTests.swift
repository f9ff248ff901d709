#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ViperShellEngine

/// `explore --out DIR` must name a folder it can write its journal in, and
/// never empties or removes a journal an earlier crash left there.
@MainActor
@Suite("Explore: the --out folder")
struct ExploreOutputFolderTests {
    private func explore(out: String) -> ExploreReport {
        let options = ExploreOptions(steps: 20, depth: 5, seed: 3, outputDirectory: out)
        return Explorer(configuration: PlantedFaults.configuration(.none), options: options).run()
    }

    @Test("a regular file, a dangling link or /dev/null as --out is a usage error naming it (before: exit 0, no journal)")
    func notAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("plain.txt", "keep\n")
        #expect(symlink(folder.path + "/missing", folder.path + "/dangling") == 0)

        let onFile = explore(out: file)
        #expect(onFile.exitCode == 2)
        #expect(onFile.text == "explore: --out: \(file) is not a folder (a regular file)\n")
        #expect(try folder.read("plain.txt") == "keep\n")
        let onLink = explore(out: folder.path + "/dangling")
        #expect(onLink.exitCode == 2)
        #expect(onLink.text == "explore: --out: \(folder.path)/dangling is not a folder (a symbolic link to nothing)\n")
        let onNull = explore(out: "/dev/null")
        #expect(onNull.exitCode == 2)
        #expect(onNull.text == "explore: --out: /dev/null is not a folder (a device)\n")
    }

    @Test("a crash journal already in --out is kept whole: a usage error, the file untouched (before: emptied, then removed)")
    func anEarlierJournalIsKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("crash-journal.vsh", "open Faulty\nboom\n")

        let report = explore(out: folder.path)
        #expect(report.exitCode == 2)
        #expect(report.text.hasPrefix("explore: \(folder.path)/crash-journal.vsh: already exists; it was left as it is"), "\(report.text)")
        #expect(try folder.read("crash-journal.vsh") == "open Faulty\nboom\n")
    }

    @Test("a FIFO named crash-journal.vsh is refused at once, never opened to wait for a reader")
    func aFIFOJournalIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/crash-journal.vsh", 0o644) == 0)

        let report = explore(out: folder.path)
        #expect(report.exitCode == 2)
        #expect(report.text.contains("crash-journal.vsh: already exists"), "\(report.text)")
    }

    @Test("a good --out folder gets no journal left behind after a clean run")
    func cleanRunRemovesItsJournal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = explore(out: folder.path + "/new")
        #expect(report.usageError == nil)
        #expect(!folder.exists("new/crash-journal.vsh"))
        #expect(folder.exists("new"))
    }
}
