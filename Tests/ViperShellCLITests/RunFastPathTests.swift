import ArgumentParser
import Testing
@testable import ViperShellCLI

/// `run [--jobs N] [--verbose] [--keep-going] PATH...` skips
/// swift-argument-parser (start-up): for every
/// command line it takes, the parser would have asked for exactly the same
/// run, and every other command line is left to the parser.
@MainActor
@Suite("run's fast path")
struct RunFastPathTests {
    @Test("paths alone: the same request as the parser's, every option at its default",
          arguments: [
            ["run", "a.vsh"],
            ["run", "Tests/Scenarios", "b.vsh", "with space.vsh", "ünïcode/ß.vsh"],
            ["run", "x=y.vsh", "./-dash-inside.vsh", "helpful.vsh", "run"],
          ])
    func pathsMatchTheParser(arguments: [String]) throws {
        let fast = try #require(RunPlan(fastPathArguments: arguments))
        #expect(fast == (try RunPlan.parsed(arguments)))
        #expect(fast.paths == Array(arguments.dropFirst()))
    }

    @Test("options, '-', '--', 'help', an empty word, no paths, or words before 'run' go to the parser",
          arguments: [
            ["run"], ["run", "--jobs", "1"], ["run", "--verbose"], ["run", "-h"], ["run", "a.vsh", "-"],
            ["run", "a.vsh", "--coverage"], ["run", "--width", "60", "a.vsh"], ["run", "-v", "a.vsh"],
            ["run", "--", "a.vsh"], ["run", "help"], ["run", "a.vsh", ""], ["--width", "60", "run", "a.vsh"],
            ["help", "run"], ["describe", "a.vsh"], ["run", "--generate-completion-script", "bash"], [],
          ])
    func everythingElseIsParsed(arguments: [String]) {
        #expect(RunPlan(fastPathArguments: arguments) == nil)
    }

    @Test("--jobs N, --verbose and --keep-going anywhere among the paths: the same request as the parser's",
          arguments: [
            ["run", "--jobs", "1", "a.vsh"], ["run", "a.vsh", "--jobs", "4"], ["run", "--jobs=2", "a.vsh", "b.vsh"],
            ["run", "a.vsh", "--verbose"], ["run", "--keep-going", "a.vsh"], ["run", "--jobs", "07", "a.vsh"],
            ["run", "--verbose", "--jobs", "1", "--keep-going", "a.vsh", "b.vsh"], ["run", "--jobs", "1", "1"],
            ["run", "--jobs", "256", "a.vsh"],
          ])
    func commonOptionsMatchTheParser(arguments: [String]) throws {
        let fast = try #require(RunPlan(fastPathArguments: arguments))
        #expect(fast == (try RunPlan.parsed(arguments)))
        #expect(!fast.paths.isEmpty)
    }

    /// Left to the parser, a bad `--jobs` gets the parser's own message and
    /// exit status, since the fast path never sees it.
    @Test("a --jobs value the parser refuses, or an option given twice, goes to the parser, which refuses it",
          arguments: [
            ["run", "--jobs", "0", "a.vsh"], ["run", "--jobs", "-1", "a.vsh"], ["run", "--jobs", "x", "a.vsh"],
            ["run", "--jobs=", "a.vsh"], ["run", "a.vsh", "--jobs"], ["run", "--jobs", "99999999999999999999", "a.vsh"],
            ["run", "--verbose=yes", "a.vsh"], ["run", "--jobs", "--verbose", "a.vsh"], ["run", "--jobs", "257", "a.vsh"],
          ])
    func badJobsAreTheParsersToRefuse(arguments: [String]) {
        #expect(RunPlan(fastPathArguments: arguments) == nil)
        #expect(throws: (any Error).self) { try RunPlan.parsed(arguments) }
    }

    @Test("an option given twice or a --jobs value such as +2 is left to the parser, whatever it makes of it",
          arguments: [
            ["run", "--verbose", "--verbose", "a.vsh"], ["run", "--jobs", "1", "--jobs", "2", "a.vsh"],
            ["run", "--jobs", "+2", "a.vsh"], ["run", "--jobs", "٣", "a.vsh"], ["run", "--jobs", " 2", "a.vsh"],
          ])
    func unusualShapesAreParsed(arguments: [String]) {
        #expect(RunPlan(fastPathArguments: arguments) == nil)
    }
}

/// A worker's command line names its mode only; everything else comes whole
/// on its first line (see `ScenarioWorkerSetup`), so the one command line
/// skips the parser, and the parser reads it the same way.
@MainActor
@Suite("worker command line")
struct WorkerModeArgumentsTests {
    @Test("the worker's command line reads as the parser reads it")
    func workerModeMatchesTheParser() throws {
        #expect(try RunPlan.parsed(RunPlan.workerModeArguments) == RunPlan.workerMode)
        #expect(RunPlan.workerArguments(executable: "/bin/viper-shell") == ["/bin/viper-shell", "run", "--worker"])
    }

    @Test("a worker is told every option that changes how scenarios run")
    func setupCarriesTheScenarioOptions() throws {
        let plan = try RunPlan.parsed([
            "run", "--data=-d", "--artifacts=-x", "--var", "a=-1", "--var=b=2", "--width", "60", "--keep-going",
            "--update-snapshots", "--verbose", "--coverage-json", "c.json", "--jobs", "2", "a.vsh",
        ])

        let setup = plan.workerSetup

        #expect(setup.dataDirectory == "-d" && setup.sendsOutput)
        #expect(setup.scenarios.width == 60 && setup.scenarios.keepsGoing && setup.scenarios.updatesSnapshots)
        #expect(setup.scenarios.keepsFailureArtifacts && setup.scenarios.recordsCoverage)
        #expect(setup.scenarios.variables == ["a": "-1", "b": "2"])
        #expect(plan.artifacts == "-x" && plan.jobs == 2)
    }
}
