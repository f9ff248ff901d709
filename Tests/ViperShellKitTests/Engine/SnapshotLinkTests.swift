import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Snapshots are written only inside real `__snapshots__/<script>` folders:
/// a symbolic link at either component is refused with one error, and
/// nothing is written where it points.
@MainActor
@Suite("Snapshots: no writes through linked folders")
struct SnapshotLinkTests {
    private func update(_ script: String) -> ScenarioResult {
        ScriptRunner(configuration: Shelf.configuration, options: .init(updatesSnapshots: true)).runScenario(atPath: script)
    }

    @Test("run --update-snapshots refuses a link at __snapshots__ (before: the snapshot went where it pointed)")
    func linkedSnapshotsFolder() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer { folder.remove(); outside.remove() }
        let script = try folder.write("shelf.vsh", "open Books\nexpect snapshot books\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/__snapshots__", withDestinationPath: outside.path)

        let result = update(script)
        #expect(result.failures.map(\.message) == [
            "\(folder.path)/__snapshots__ is a symbolic link; snapshots are never written through links",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("run --update-snapshots refuses a link at __snapshots__/<script>")
    func linkedScriptFolder() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer { folder.remove(); outside.remove() }
        let script = try folder.write("shelf.vsh", "open Books\nexpect snapshot books\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/__snapshots__", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/__snapshots__/shelf", withDestinationPath: outside.path)

        let result = update(script)
        #expect(result.failures.map(\.message) == [
            "\(folder.path)/__snapshots__/shelf is a symbolic link; snapshots are never written through links",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("record … snapshots refuses a link at __snapshots__ too, and writes no snapshot through it")
    func recordRefusesLinks() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer { folder.remove(); outside.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/__snapshots__", withDestinationPath: outside.path)
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, output: output)
        shell.runInteractive(reader: ScriptedLineReader(
            ["record \(folder.path)/new.vsh snapshots", "open Books", "record stop"].map { .line($0) } + [.endOfInput]))

        #expect(output.errorText.contains("\(folder.path)/__snapshots__ is a symbolic link; snapshots are never written through links"),
            "\(output.errorText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("a file where __snapshots__ should be is refused, not replaced")
    func fileInsteadOfFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("shelf.vsh", "open Books\nexpect snapshot books\n")
        try folder.write("__snapshots__", "mine\n")

        let result = update(script)
        #expect(result.failures.map(\.message) == [
            "\(folder.path)/__snapshots__ is a regular file, not a folder; no snapshot was written",
        ])
        #expect(try folder.read("__snapshots__") == "mine\n")
    }
}
