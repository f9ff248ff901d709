#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ViperShellEngine

/// `run` over a folder never drops a scenario silently: what cannot be
/// walked or named is listed and fails with a reason; two files never
/// collapse into one name.
@MainActor
@Suite("run: nothing is skipped")
struct NothingSkippedTests {
    /// Makes `name` (raw bytes, may be invalid UTF-8) inside `folder`: a folder when `isFolder`, else a file with `text`.
    private func make(_ folder: String, _ name: [UInt8], isFolder: Bool = false, text: String = "open Books\n") throws {
        let path = Array((folder + "/").utf8) + name
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        if isFolder {
            try #require(mkdir(cPath, 0o755) == 0)
            return
        }
        let descriptor = creat(cPath, 0o644)
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    private func run(_ folder: String) throws -> RunSummary {
        ScriptRunner(configuration: Shelf.configuration).runScenarios(try ScriptRunner.collectScripts(at: [folder]))
    }

    @Test("scenarios under a folder whose name is not UTF-8 are reported, not skipped (before: 0 passed, 0 failed)")
    func nonUTF8Folder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try make(folder.path, Array("d".utf8) + [0xFF], isFolder: true)
        try make(folder.path, Array("d".utf8) + [0xFF] + Array("/a.vsh".utf8))

        let summary = try run(folder.path)
        let name = folder.path + "/d\\x{FF}"
        #expect(summary.results.map(\.summaryText) == [
            "FAIL \(name)\n    \(name): its name is not valid UTF-8 (shown escaped); rename it\n",
        ])
        #expect(summary.exitCode == 1)
    }

    @Test("a file whose name is not UTF-8 and one literally named as it is shown both appear, apart")
    func collidingDisplayedNames() throws {
        // Before, both were listed as a\x{FF}.vsh: the literal one ran twice (PASS, PASS), the other never.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try make(folder.path, Array("a".utf8) + [0xFF] + Array(".vsh".utf8), text: "open Nowhere\n")
        try make(folder.path, Array("a\\x{FF}.vsh".utf8))

        let summary = try run(folder.path)
        #expect(summary.results.map(\.path) == [folder.path + "/a\\x{0FF}.vsh", folder.path + "/a\\x{FF}.vsh"])
        #expect(summary.results.map(\.passed) == [false, true])
        #expect(summary.results.first?.failures.first?.message.hasSuffix("its name is not valid UTF-8 (shown escaped); rename it") == true)
    }

    @Test("a folder deeper than the system's path limit is reported, not skipped")
    func pathOverTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { _ = system("rm -rf '\(folder.path)'") }
        // Build the chain with mkdirat from each folder's descriptor (never chdir: tests run side by side),
        // so no single call passes PATH_MAX.
        let component = String(repeating: "p", count: 200)
        var current = open(folder.path, O_RDONLY | O_DIRECTORY)
        try #require(current >= 0)
        for _ in 0..<25 {
            try #require(mkdirat(current, component, 0o755) == 0)
            let next = openat(current, component, O_RDONLY | O_DIRECTORY)
            close(current)
            try #require(next >= 0)
            current = next
        }
        let file = openat(current, "deep.vsh", O_WRONLY | O_CREAT, 0o644)
        try #require(file >= 0)
        close(file)
        close(current)

        let summary = try run(folder.path)
        #expect(summary.results.count == 1)
        #expect(summary.exitCode == 1)
        let failure = try #require(summary.results.first?.failures.first)
        #expect(failure.message.contains("File name too long"), "\(failure.message.suffix(200))")
    }

    @Test("a folder that cannot be listed is reported, not skipped", .enabled(if: getuid() != 0, "root lists every folder"))
    func unreadableFolder() throws {
        let folder = try TemporaryFolder()
        defer { _ = chmod(folder.path + "/locked", 0o755); folder.remove() }
        try folder.write("locked/a.vsh", "open Books\n")
        try #require(chmod(folder.path + "/locked", 0o000) == 0)

        let summary = try run(folder.path)
        #expect(summary.results.map(\.path) == [folder.path + "/locked"])
        #expect(summary.results.first?.failures.first?.message.contains("Permission denied") == true)
    }

    @Test("a listing that cannot be opened lists the folder itself")
    func unlistableFolderIsListed() {
        // Root can list anything it may open; a path over the limit cannot be opened by anyone.
        let tooLong = "/" + String(repeating: "q", count: Int(PATH_MAX) + 10)
        #expect(Paths.scripts(under: tooLong) == [tooLong])
    }
}
