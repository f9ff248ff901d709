import Foundation
import Testing

/// `explore` through the binaries: the report, usage errors, and a
/// crash caught with its steps kept as a script that crashes under `run`.
@Suite("viper-shell explore, through the binary")
struct ExploreCommandTests {
    /// A fresh folder under the temporary directory.
    private func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-explore-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("prints what it reached; the same seed prints the same bytes")
    func reportOfTheFeatures() throws {
        let first = try BinaryRunner.run(["explore", "CarsList", "--steps", "400", "--seed", "3"])
        let second = try BinaryRunner.run(["explore", "CarsList", "--steps", "400", "--seed", "3"])

        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("explore: seed 3, 400 steps in "))
        #expect(first.stdoutLines.contains { $0.hasPrefix("modules opened (") && $0.contains("CarDetail") && $0.contains("CarsList") })
        #expect(first.stdoutLines.contains { $0.hasPrefix("distinct screens: ") })
        #expect(first.stdoutLines.contains("  CarsList -> CarDetail (push)"))
        #expect(first.stdoutLines.contains("broken invariants: 0"))
        #expect(first.stderr.isEmpty)
    }

    @Test("--no-faults is an option of the command: the report says faults are off, and walks stay reproducible")
    func noFaultsOption() throws {
        let off = try BinaryRunner.run(["explore", "CarsList", "--steps", "200", "--seed", "3", "--no-faults"])
        let again = try BinaryRunner.run(["explore", "CarsList", "--steps", "200", "--seed", "3", "--no-faults"])
        let on = try BinaryRunner.run(["explore", "CarsList", "--steps", "200", "--seed", "3"])

        #expect(off.status == 0, "\(off.stdout)\(off.stderr)")
        #expect(off.stdout == again.stdout)
        #expect(off.stdoutLines.contains("faults: off (--no-faults)"))
        #expect(!on.stdoutLines.contains("faults: off (--no-faults)"))
        #expect(on.stdoutLines.contains { $0.hasPrefix("faults injected (") }, "\(on.stdout)")
    }

    @Test("a word parameter with completion values is tried with them: PostFeed's feed succeeds")
    func completionValuesAreTried() throws {
        let outcome = try BinaryRunner.run(["explore", "PostFeed", "--steps", "400", "--seed", "3"])

        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let performed = try #require(outcome.stdoutLines.first { $0.hasPrefix("  PostFeed: ") })
        #expect(performed.split(separator: " ").contains("feed,") || performed.hasSuffix(" feed"), "\(performed)")
    }

    @Test("usage errors exit with 2 and say what was wrong, escaped", arguments: [
        (["explore", "--steps", "many"], "--steps"),
        (["explore", "--steps", "0"], "--steps must be a whole number from 1, not 0"),
        (["explore", "--depth", "-3"], "--depth"),
        (["explore", "--seed", "-1"], "--seed"),
        (["explore", "CarList"], "unknown module 'CarList'; did you mean CarsList?"),
        (["explore", "Bad\u{1B}[2J"], "unknown module 'Bad\\u{1B}[2J'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let outcome = try BinaryRunner.run(arguments)

        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("\u{1B}"))
    }

    @Test("a module that traps on an edge value: exit 1, not a signal, and a script that crashes under run")
    func crashIsCaught() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let outcome = try BinaryRunner.run(
            ["explore", "--steps", "2000", "--seed", "1", "--out", folder], executable: "explore-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        let script = folder + "/crash-1.vsh"
        #expect(outcome.stderr.hasSuffix(
            "\nexplore: a step crashed the process; the steps that led to it are in \(script) (1 of 2 steps); it crashes under 'explore-fixture-shell run' too\n"),
            "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/crash-journal.vsh"))
        #expect(!FileManager.default.fileExists(atPath: script + ".candidate"))
        let steps = try String(contentsOfFile: script, encoding: .utf8).split(separator: "\n")
        #expect(steps.count == 4, "\(steps)")
        #expect(steps.first?.hasPrefix("# explore seed 1, walk 2: ") == true)
        #expect(steps.dropFirst().first == "# minimised: 1 of 2 steps kept; the last one crashes under run")
        #expect(steps.dropFirst(2).first == "open Fragile")
        let lastNumber = steps.last.flatMap { $0.hasPrefix("pick ") ? Int($0.dropFirst(5)) : nil }
        #expect(lastNumber.map { $0 > 3 } == true, "the one step left picks past the last row: \(steps)")

        // Under run it crashes its worker, and run reports that.
        let run = try BinaryRunner.run(
            ["run", "--jobs", "1", script], environment: ["SWIFT_BACKTRACE": "enable=no"], executable: "explore-fixture-shell")
        #expect(!run.endedBySignal && run.status == 1)
        #expect(run.stdout.contains("\(script): worker stopped by signal 4 (SIGILL) while running it\n"), "\(run.stdout)")
    }

    @Test("without --out a crash still exits with 1 and says how to keep its steps")
    func crashWithoutFolder() throws {
        let outcome = try BinaryRunner.run(["explore", "--steps", "2000", "--seed", "1"], executable: "explore-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasSuffix("\nexplore: a step crashed the process; give --out DIR to keep the steps that led to it\n"))
    }
}
