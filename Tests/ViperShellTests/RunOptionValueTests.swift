import Foundation
import Testing

/// `run`'s option values reach every scenario as given, in workers too, and
/// bad ones are usage errors that say what was wrong, safely printed.
@Suite("run: option values and their errors")
struct RunOptionValueTests {
    /// A fresh folder under the temporary directory, with two scenarios that
    /// need the data in `Tests/ScenarioFixtures/data/good` copied to `dataFolder`
    /// inside it, and one that fails.
    private func scenarioFolder(dataFolder: String) throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-shell-values-\(UUID().uuidString)")
        let data = folder.appendingPathComponent(dataFolder)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let good = BinaryRunner.packageRoot.appendingPathComponent("Tests/ScenarioFixtures/data/good")
        for file in ["cars.json", "posts.json"] {
            try FileManager.default.copyItem(at: good.appendingPathComponent(file), to: data.appendingPathComponent(file))
        }
        let usesData = "open CarsList\nexpect screen contains 1. Lada Niva\n"
        try usesData.write(to: folder.appendingPathComponent("a.vsh"), atomically: true, encoding: .utf8)
        try usesData.write(to: folder.appendingPathComponent("b.vsh"), atomically: true, encoding: .utf8)
        try "open CarsList\nexpect top Nowhere\n".write(to: folder.appendingPathComponent("c-fails.vsh"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("--data=-d with --jobs 2: every worker loads the folder named -d", arguments: ["1", "2"])
    func dataFolderNamedLikeAnOption(jobs: String) throws {
        let folder = try scenarioFolder(dataFolder: "-d")
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcome = try BinaryRunner.run(["run", "--data=-d", "--jobs", jobs, "a.vsh", "b.vsh"], workingDirectory: folder)

        #expect(outcome.stdout == "PASS a.vsh\nPASS b.vsh\n2 passed, 0 failed\n", "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.status == 0)
    }

    @Test("--artifacts=-x with --jobs 2: the failing scenario's artifacts are written under -x")
    func artifactsFolderNamedLikeAnOption() throws {
        let folder = try scenarioFolder(dataFolder: "data")
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcome = try BinaryRunner.run(
            ["run", "--data=data", "--artifacts=-x", "--jobs", "2", "a.vsh", "c-fails.vsh"], workingDirectory: folder)

        #expect(outcome.stdout.hasPrefix("PASS a.vsh\nFAIL c-fails.vsh\n"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("worker exited"))
        #expect(outcome.status == 1)
        let screen = folder.appendingPathComponent("-x/c-fails.vsh/screen.txt")
        #expect(FileManager.default.fileExists(atPath: screen.path), "\(outcome.stderr)")
    }

    @Test("--jobs below 1 or above 256 says the value is out of range", arguments: ["-1", "0", "257"])
    func jobsOutOfRange(value: String) throws {
        let outcome = try BinaryRunner.run(["run", "--jobs", value, "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'\(value)'") && outcome.stderr.contains("out of range"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Missing value"))
    }

    @Test("a negative number is a bad value for its option, never a missing one", arguments: [
        ["run", "--width", "-5", "Tests/Scenarios"], ["run", "--shard", "-1/2", "Tests/Scenarios"],
        ["--width", "-5"], ["route", "cars/c3", "--width", "-5"],
        ["explore", "--steps", "-5"], ["explore", "--depth", "-5"], ["explore", "--seed", "-5"], ["explore", "--width", "-5"],
    ])
    func negativeNumbersAreBadValues(arguments: [String]) throws {
        let outcome = try BinaryRunner.run(arguments)

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(arguments[arguments.count - (arguments[0] == "run" ? 2 : 1)]), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Missing value"), "\(outcome.stderr)")
    }

    @Test("a bad run --width shows run's usage, not the shell's")
    func widthErrorShowsRunsUsage() throws {
        let outcome = try BinaryRunner.run(["run", "--width", "10", "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--width must be from"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Usage: viper-shell run "), "\(outcome.stderr)")
    }

    @Test("control characters in a refused value are escaped")
    func controlCharactersAreEscaped() throws {
        let outcome = try BinaryRunner.run(["run", "--width", "1\u{1B}[2J", "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(!outcome.stderr.contains("\u{1B}"))
        #expect(outcome.stderr.contains("1\\u{1B}[2J"), "\(outcome.stderr)")
    }

    @Test("a 120 KB refused value is shortened")
    func hugeValuesAreShortened() throws {
        let huge = String(repeating: "x", count: 120_000)
        let outcome = try BinaryRunner.run(["run", "--format", huge, "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr.count < 2_000, "\(outcome.stderr.count) characters")
        #expect(outcome.stderr.contains("(120000 characters)"), "\(outcome.stderr.prefix(500))")
    }

    @Test("a 120 KB refused value holding quotes and control characters is shortened and escaped too",
          arguments: [["--var"], ["--shard"], ["--jobs"]])
    func hugeQuotedValuesAreShortened(option: [String]) throws {
        let huge = String(repeating: "a'b\u{1B}", count: 30_000)
        let outcome = try BinaryRunner.run(["run"] + option + [huge, "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr.count < 5_000, "\(outcome.stderr.count) characters")
        #expect(!outcome.stderr.contains("\u{1B}"))
    }

    @Test("a misspelt subcommand suggests the right one")
    func misspeltSubcommand() throws {
        let outcome = try BinaryRunner.run(["runn", "Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr == "viper-shell: unknown subcommand 'runn'; did you mean 'run'? ('viper-shell --help' lists them)\n")
    }

    @Test("a scenario given without run suggests run and the batch form")
    func scenarioWithoutRun() throws {
        let outcome = try BinaryRunner.run(["Tests/Scenarios/cars/list.vsh"])

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("did you mean 'viper-shell run Tests/Scenarios/cars/list.vsh'"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("'viper-shell < Tests/Scenarios/cars/list.vsh'"))
    }
}
