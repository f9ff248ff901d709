import Foundation
import Testing

/// `run` that finds nothing to run is an error (exit status 2) that says why,
/// so a CI job pointed at the wrong folder fails instead of passing with
/// `0 passed, 0 failed`; a scenario's name ends in `.vsh` in any letter case.
@Suite("viper-shell run: nothing to run")
struct RunNothingToRunTests {
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-nothing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        return folder
    }

    @Test("a folder with no scenario is exit status 2 and one line saying where nothing was found")
    func emptyFolderIsAnError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "notes".write(toFile: folder + "/sub/readme.txt", atomically: true, encoding: .utf8)

        for jobs in ["1", "2"] {
            let outcome = try BinaryRunner.run(["run", "--jobs", jobs, "--junit", folder + "/junit.xml", folder])
            #expect(outcome.status == 2)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "viper-shell run: nothing to run: no scenario (a .vsh file) in \(folder)\n")
            #expect(!FileManager.default.fileExists(atPath: folder + "/junit.xml"))
        }
    }

    @Test("a scenario named .VSH runs like one named .vsh")
    func upperCaseExtensionRuns() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "open CarsList\nexpect top CarsList\n".write(toFile: folder + "/sub/a.VSH", atomically: true, encoding: .utf8)
        try "open CarsList\nexpect top CarsList\n".write(toFile: folder + "/b.Vsh", atomically: true, encoding: .utf8)

        let outcome = try BinaryRunner.run(["run", "--jobs", "1", folder])

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "PASS \(folder)/b.Vsh\nPASS \(folder)/sub/a.VSH\n2 passed, 0 failed\n")
    }

    @Test("an empty shard of a suite that has scenarios still passes")
    func emptyShardPasses() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "open CarsList\n".write(toFile: folder + "/a.vsh", atomically: true, encoding: .utf8)

        let outcome = try BinaryRunner.run(["run", "--jobs", "1", "--shard", "2/2", folder])

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "0 passed, 0 failed\n")
    }
}
