import Foundation
import Testing

/// On a full disk (`FullDisk`: every data write under one folder fails with
/// ENOSPC) what the shell writes is written whole or not at all, it says so
/// once, and nothing names a file that is not there.
@Suite("Output on a full disk")
struct OutputOnAFullDiskTests {
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-full-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file (not folder) under `folder`, relative to it.
    private static func files(under folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let entry = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(entry)
            }
        }
        return files.sorted()
    }

    @Test("explore with --out on a full disk says once that it cannot keep its crash journal, and exits 2")
    func exploreSaysItCannotWrite() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"

        let outcome = try BinaryRunner.run(
            ["explore", "--steps", "300", "--seed", "3", "--out", out], environment: try FullDisk.environment(fullUnder: folder))

        // Before: exit 0 and not a word.
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "explore: cannot write to \(out)/crash-journal.vsh: No space left on device; "
            + "a crash will keep no steps, and a script that cannot be written is printed in the report instead\n")
        #expect(outcome.stdout.hasPrefix("explore: seed 3, 300 steps"))
        #expect(Self.files(under: out).isEmpty, "no empty file is left")
    }

    @Test("a crash while the journal could not be written names no script: it says the steps were not kept")
    func crashWithoutAJournal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"
        var environment = try FullDisk.environment(fullUnder: folder)
        environment["SWIFT_BACKTRACE"] = "enable=no"

        let outcome = try BinaryRunner.run(
            ["explore", "--steps", "2000", "--seed", "1", "--out", out], environment: environment, executable: "explore-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        // Before: "the steps that led to it are in …/crash-1.vsh", an empty file.
        #expect(outcome.stderr.hasPrefix("explore: cannot write to \(out)/crash-journal.vsh: No space left on device;"))
        #expect(outcome.stderr.hasSuffix(
            "explore: a step crashed the process; its steps were not kept (the crash journal could not be written)\n"),
            "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("crash-1.vsh"))
        #expect(Self.files(under: out).isEmpty)
    }

    @Test("--artifacts on a full disk: one error line for the whole run, no empty file, exit status 2")
    func artifactsOnAFullDisk() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = folder + "/scenarios"
        try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
        for number in 1...5 { try "open CarsList\nexpect top Nowhere\n".write(toFile: scenarios + "/f\(number).vsh", atomically: true, encoding: .utf8) }
        let artifacts = folder + "/full/artifacts"
        try FileManager.default.createDirectory(atPath: folder + "/full", withIntermediateDirectories: true)

        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "1", "--artifacts", artifacts, scenarios], environment: try FullDisk.environment(fullUnder: folder + "/full"))

        #expect(outcome.status == 2)
        #expect(outcome.stdout.hasSuffix("0 passed, 5 failed\n"))
        // Before: one error per file and 5 sets of empty screen.txt and dump.json.
        let errors = outcome.stderr.split(separator: "\n")
        #expect(errors.count == 1, "\(outcome.stderr)")
        #expect(errors.first?.hasPrefix("viper-shell run: cannot write artifacts to \(artifacts)/") == true)
        #expect(errors.first?.hasSuffix(": No space left on device; the artifacts of 5 failing scenarios were not written") == true,
            "\(outcome.stderr)")
        #expect(Self.files(under: folder + "/full").isEmpty, "no empty or partial file is left")
    }
}
