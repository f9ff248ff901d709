import Foundation
import Testing

/// A recording passes under `run` wherever in the session `record` was
/// typed: its setup rebuilds what the command line's route and the lines
/// before the last `open` did, through the built binary (a batch on a pipe).
@Suite("Recording's setup through the binary")
struct RecordingSetupTests {
    private func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-shell-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aRecordingAfterTheCommandLinesRouteStartsWithTheRoute() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("r.vsh").path

        let session = try BinaryRunner.run(["route", "cars/c3"], input: "record \(script)\nback\nrecord stop\n")
        #expect(session.status == 0, "\(session.stdout)\(session.stderr)")

        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("route cars/c3\nexpect top CarDetail\nexpect depth 2\nexpect screen contains \"Ford Mustang\"\n"), "\(text)")
        let replay = try BinaryRunner.run(["run", script])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }

    @Test func carsDeletedBeforeTheLastOpenAreDeletedInTheReplay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("r.vsh").path

        // The repository outlives `open`: the first car is gone when CarsList opens again.
        let session = try BinaryRunner.run(
            [], input: "open CarsList\nselect 1\ndelete\nopen CarsList\nrecord \(script)\nselect 1\nrecord stop\n")
        #expect(session.status == 0, "\(session.stdout)\(session.stderr)")

        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("delete\nopen CarsList\n"), "\(text)")
        #expect(text.contains("select 1\nexpect top CarDetail\nexpect depth 2\nexpect screen contains \"Honda Civic\"\n"), "\(text)")
        let replay = try BinaryRunner.run(["run", script])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }
}
