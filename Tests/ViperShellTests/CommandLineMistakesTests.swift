import Foundation
import Testing

/// Mistakes made on the command line are caught and explained: an unknown
/// help topic, an option of `run` written before `run`, a name that is not
/// there (with the names that are), a path that cannot be written (what the
/// path is, not what errno says).
@Suite("Command-line mistakes")
struct CommandLineMistakesTests {
    @Test("'help foo' is an error with a suggestion, not the whole help with status 0")
    func helpOfAnUnknownSubcommand() throws {
        let close = try BinaryRunner.run(["help", "rnu"])
        #expect(close.status == 2)
        #expect(close.stdout.isEmpty)
        #expect(close.stderr == "viper-shell: no subcommand 'rnu'; did you mean 'run'? ('viper-shell --help' lists them)\n", "\(close.stderr)")
        let far = try BinaryRunner.run(["help", "foo"])
        #expect(far.status == 2)
        #expect(far.stderr.hasPrefix("viper-shell: no subcommand 'foo'; the subcommands are run, route, describe, routes, graph, explore"),
                "\(far.stderr)")
        // A real one still prints its help.
        let run = try BinaryRunner.run(["help", "run"])
        #expect(run.status == 0 && run.stdout.contains("OVERVIEW: Run .vsh scenario scripts"))
    }

    @Test("an option of run given before 'run' says where it belongs")
    func runOptionBeforeRun() throws {
        let outcome = try BinaryRunner.run(["--jobs", "2", "run", "x.vsh"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "viper-shell: --jobs is an option of 'run': write it after 'run' (viper-shell run --jobs 2 x.vsh)\n",
                "\(outcome.stderr)")
        let explore = try BinaryRunner.run(["--steps=5", "explore"])
        #expect(explore.stderr == "viper-shell: --steps is an option of 'explore': write it after 'explore' (viper-shell explore --steps=5)\n",
                "\(explore.stderr)")
    }

    @Test("explore with a module far from every name lists the modules")
    func exploreUnknownModule() throws {
        let outcome = try BinaryRunner.run(["explore", "Nope"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "viper-shell explore: unknown module 'Nope'; the modules are Authorization, CarDetail, CarsList, "
            + "CreateCar, PostDetail, PostFeed, PostList\n", "\(outcome.stderr)")
    }

    @Test("a report path that cannot be written says what the path is, not what errno says")
    func pathsSayWhatTheyAre() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-paths-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let scenario = "Tests/ScenarioFixtures/report/a_detail.vsh"

        let proc = try BinaryRunner.run(["run", "--junit", "/proc/version", scenario])
        #expect(proc.stderr == "viper-shell run: /proc/version is not writable\n", "\(proc.stderr)")
        let report = try BinaryRunner.run(["run", "--report", file, scenario])
        #expect(report.stderr == "viper-shell run: \(file) is a file, not a folder\n", "\(report.stderr)")
        let artifacts = try BinaryRunner.run(["run", "--artifacts", file, "Tests/ScenarioFixtures/report/b_search.vsh"])
        // Artifacts are written as results arrive: the run says at its end which path failed and what was lost.
        #expect(artifacts.stderr == "viper-shell run: \(file) is a file, not a folder; "
            + "the artifacts of 1 failing scenario were not written\n", "\(artifacts.stderr)")
        let inside = try BinaryRunner.run(["run", "--junit", file + "/junit.xml", scenario])
        #expect(inside.stderr == "viper-shell run: \(file) is a file, not a folder\n", "\(inside.stderr)")
        let folderAsFile = try BinaryRunner.run(["run", "--junit", folder, scenario])
        #expect(folderAsFile.stderr == "viper-shell run: \(folder): is a folder, not a regular file\n", "\(folderAsFile.stderr)")
        // A folder that takes no new file, though it exists and says so only as "No such file or directory".
        let procNew = try BinaryRunner.run(["run", "--junit", "/proc/junit.xml", scenario])
        #expect(procNew.stderr == "viper-shell run: /proc is not writable: /proc/junit.xml cannot be made in it\n", "\(procNew.stderr)")
        for outcome in [proc, report, artifacts, inside, folderAsFile, procNew] { #expect(outcome.status == 2) }
    }

    @Test("the shell's own files (trace export, dump) say the same about a path that cannot be written")
    func shellPathsSayWhatTheyAre() throws {
        let outcome = try BinaryRunner.run([], input: "trace export /proc/trace.mmd\ndump /proc/dump.json\ndump /proc/version\n")

        #expect(outcome.stderr == """
            <stdin>:1: /proc is not writable: /proc/trace.mmd cannot be made in it
            <stdin>:2: /proc is not writable: /proc/dump.json cannot be made in it
            <stdin>:3: /proc/version is not writable

            """, "\(outcome.stderr)")
    }
}
