import Foundation
import Testing

/// `viper-shell run` with its CI options, through the binary.
@Suite("viper-shell run: jobs, shards, formats, artifacts")
struct RunCITests {
    private static let suite = ["Tests/Scenarios", "Tests/ScenarioFixtures/failing"]

    @Test("--jobs 3 prints the same bytes as --jobs 1, and exits the same")
    func jobsKeepTheOutput() throws {
        let serial = try BinaryRunner.run(["run", "--jobs", "1"] + Self.suite)
        let parallel = try BinaryRunner.run(["run", "--jobs", "3"] + Self.suite)

        #expect(serial.status == 1)
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stderr == serial.stderr)
    }

    @Test("--jobs 3 writes the same JUnit file as --jobs 1, times aside")
    func jobsKeepTheJUnitFile() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-jobs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        _ = try BinaryRunner.run(["run", "--jobs", "1", "--junit", folder + "/1.xml"] + Self.suite)
        _ = try BinaryRunner.run(["run", "--jobs", "3", "--junit", folder + "/3.xml"] + Self.suite)

        let withoutTimes = { (path: String) throws -> String in
            try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: #"time="[0-9.]+""#, with: "time=\"\"", options: .regularExpression)
        }
        #expect(try withoutTimes(folder + "/3.xml") == withoutTimes(folder + "/1.xml"))
    }

    @Test("a worker that crashes fails that scenario naming the signal, and the run goes on")
    func crashingWorkerIsReported() throws {
        let crashing = "Tests/Scenarios/cars/detail.vsh"
        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "2", "Tests/Scenarios/cars"], environment: ["VIPER_SHELL_TEST_WORKER_CRASH": crashing],
            executable: "worker-fixture-shell")

        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("FAIL \(crashing)\n    \(crashing): worker stopped by signal 11 (SIGSEGV) while running it\n"))
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.path + "/Tests/Scenarios/cars")
            .filter { $0.hasSuffix(".vsh") }
        #expect(outcome.stdoutLines.filter { $0.hasPrefix("PASS ") }.count == scenarios.count - 1)
        #expect(outcome.stdoutLines.contains("\(scenarios.count - 1) passed, 1 failed"))
    }

    @Test("the shards of a suite together run every scenario exactly once")
    func shardsCoverTheSuite() throws {
        let whole = try BinaryRunner.run(["run", "--jobs", "1", "Tests/Scenarios"])
        var seen: [String] = []
        for part in 1...4 {
            let outcome = try BinaryRunner.run(["run", "--jobs", "1", "--shard", "\(part)/4", "Tests/Scenarios"])
            #expect(outcome.status == 0)
            seen += outcome.stdoutLines.filter { $0.hasPrefix("PASS ") }
        }
        #expect(seen.sorted() == whole.stdoutLines.filter { $0.hasPrefix("PASS ") }.sorted())
    }

    @Test("an empty shard passes with 0 passed, 0 failed")
    func emptyShardPasses() throws {
        let outcome = try BinaryRunner.run(["run", "--shard", "3/3", "Tests/ScenarioFixtures/failing/a_passes.vsh"])

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "0 passed, 0 failed\n")
    }

    @Test("bad --shard, --jobs and --format values are usage errors (exit 2) saying what was wrong",
          arguments: [["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "x/y"], ["--shard", "3/0"], ["--shard", "1/"],
                      ["--jobs", "0"], ["--jobs", "-2"], ["--jobs", "many"], ["--format", "xml"]])
    func badOptionsAreUsageErrors(_ options: [String]) throws {
        let outcome = try BinaryRunner.run(["run"] + options + ["Tests/Scenarios"])

        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(options[0]) || outcome.stderr.contains(options[1]), "\(outcome.stderr)")
    }

    @Test("--format tap is accepted by prove with the right counts and no parse error")
    func tapPassesThroughProve() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prove") else { return }
        let outcome = try BinaryRunner.run(["run", "--format", "tap", "--jobs", "2"] + Self.suite)
        let total = outcome.stdoutLines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count

        let prove = try ProveRunner.check(outcome.stdout)

        #expect(outcome.status == 1)
        #expect(!prove.contains("Parse errors"), "\(prove)")
        #expect(prove.contains("Failed 2/\(total) subtests"), "\(prove)")
    }

    @Test("--format tap --coverage: the table comes as TAP comments after the plan, and prove still parses it")
    func tapWithCoverage() throws {
        let outcome = try BinaryRunner.run(["run", "--format", "tap", "--coverage", "--jobs", "2", "Tests/Scenarios/cars"])
        let afterPlan = outcome.stdoutLines.drop { !$0.hasPrefix("1..") }.dropFirst().filter { !$0.isEmpty }

        #expect(outcome.status == 0)
        #expect(afterPlan.first == "# Coverage")
        #expect(afterPlan.contains { $0.hasPrefix("# CarsList ") })
        #expect(afterPlan.allSatisfy { $0.hasPrefix("#") }, "\(afterPlan)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prove") else { return }
        let prove = try ProveRunner.check(outcome.stdout)
        #expect(!prove.contains("Parse errors"), "\(prove)")
        #expect(prove.contains("Result: PASS"), "\(prove)")
    }

    @Test("an empty run in TAP is the plan 1..0, which prove accepts as skipped")
    func emptyTapRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prove") else { return }
        let outcome = try BinaryRunner.run(["run", "--format", "tap", "--shard", "2/2", "Tests/ScenarioFixtures/failing/a_passes.vsh"])

        #expect(outcome.stdout == "TAP version 13\n1..0\n")
        let prove = try ProveRunner.check(outcome.stdout)
        #expect(!prove.contains("Parse errors"), "\(prove)")
        #expect(prove.contains("Result: PASS") || prove.contains("skipped"), "\(prove)")
    }

    @Test("--format github adds ::error lines after the usual text")
    func githubAnnotations() throws {
        let outcome = try BinaryRunner.run(["run", "--format", "github", "Tests/ScenarioFixtures/failing"])

        #expect(outcome.stdoutLines.contains(
            "::error file=Tests/ScenarioFixtures/failing/b_wrong_top.vsh,line=5::expected top CarsList, found CarDetail"))
        #expect(outcome.stdoutLines.last(where: { !$0.isEmpty }) == "1 passed, 2 failed")
    }

    @Test("--artifacts writes the screen, dump, trace and transcript at the failure, with workers too")
    func artifactsOfAFailure() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-artifacts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let outcome = try BinaryRunner.run(["run", "--jobs", "2", "--artifacts", folder, "Tests/ScenarioFixtures/failing"])

        #expect(outcome.status == 1)
        let scenario = folder + "/Tests/ScenarioFixtures/failing/b_wrong_top.vsh/"
        #expect(try String(contentsOfFile: scenario + "screen.txt", encoding: .utf8).contains("Honda Civic"))
        #expect(try String(contentsOfFile: scenario + "dump.json", encoding: .utf8).contains("CarDetail"))
        #expect(try String(contentsOfFile: scenario + "transcript.vsh", encoding: .utf8) == """
            # Tests/ScenarioFixtures/failing/b_wrong_top.vsh:2
            open CarsList
            # Tests/ScenarioFixtures/failing/b_wrong_top.vsh:3
            select 2
            # Tests/ScenarioFixtures/failing/b_wrong_top.vsh:4
            expect top CarDetail
            # Tests/ScenarioFixtures/failing/b_wrong_top.vsh:5
            expect top CarsList

            """)
        let trace = try String(contentsOfFile: scenario + "trace.mmd", encoding: .utf8)
        #expect(trace.hasPrefix("sequenceDiagram\n"))
        // The list's cars arrive 200 ms after it opens; autosettle moved the clock there.
        #expect(trace.contains("Shell->>CarsList_1_View: [200ms] select 2\n"))
        let compact = try String(contentsOfFile: scenario + "trace-compact.mmd", encoding: .utf8)
        #expect(compact.contains("    participant CarsList_1 as CarsList#35;1\n"))
        #expect(compact.contains("    CarsList_1->>CarsList_1: [200ms] View → Presenter: didSelectRow(_:)\n"), "\(compact)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Tests/ScenarioFixtures/failing/a_passes.vsh"))
    }

    @Test("--verbose prints what passing scenarios printed, indented")
    func verbose() throws {
        let quiet = try BinaryRunner.run(["run", "Tests/Scenarios/shell/language.vsh"])
        let verbose = try BinaryRunner.run(["run", "--verbose", "Tests/Scenarios/shell/language.vsh"])

        #expect(verbose.stdout.count > quiet.stdout.count)
        #expect(verbose.stdoutLines.dropFirst().first?.hasPrefix("    ") == true)
    }

    @Test("--verbose prints what a failing scenario printed too, in a worker as in the leader", arguments: ["1", "2"])
    func verboseShowsFailingScenarios(jobs: String) throws {
        let folder = NSTemporaryDirectory() + "viper-shell-verbose-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "echo passing said this\n".write(toFile: folder + "/a.vsh", atomically: true, encoding: .utf8)
        try "echo failing said this\nexpect depth 3\n".write(toFile: folder + "/b.vsh", atomically: true, encoding: .utf8)

        let outcome = try BinaryRunner.run(["run", "--verbose", "--jobs", jobs, folder + "/a.vsh", folder + "/b.vsh"])

        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("PASS \(folder)/a.vsh\n    passing said this\nFAIL \(folder)/b.vsh\n    failing said this\n"),
                "\(outcome.stdout)")
    }
}

/// Pipes TAP text through `prove` (Perl's Test::Harness).
private enum ProveRunner {
    /// What prove prints for `tap`.
    static func check(_ tap: String) throws -> String {
        let file = NSTemporaryDirectory() + "viper-shell-\(UUID().uuidString).tap"
        try tap.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prove")
        process.arguments = ["-e", "cat", file]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite("viper-shell run --coverage")
struct RunCoverageTests {
    @Test("--coverage ends with the table, the same with workers as without")
    func tableAfterTheRun() throws {
        let serial = try BinaryRunner.run(["run", "--jobs", "1", "--coverage", "Tests/Scenarios"])
        let parallel = try BinaryRunner.run(["run", "--jobs", "2", "--coverage", "Tests/Scenarios"])

        #expect(parallel.stdout == serial.stdout)
        let table = serial.stdout.components(separatedBy: " passed, 0 failed\n").last ?? ""
        #expect(table.hasPrefix("Coverage\nModule         Opened  Actions  Edges\nAuthorization  yes     2/2      0/0\n"))
        // retry is offered only after a failed load, which a scenario causes with a stub.
        #expect(table.contains("CarsList       yes     5/5      2/2\n"))
        #expect(table.hasSuffix("Total          7/7     16/16    5/5\n"))
        #expect(!table.contains("Not reached"))
    }

    @Test("--coverage-json writes the report with sorted keys, without printing the table")
    func jsonFile() throws {
        let file = NSTemporaryDirectory() + "viper-shell-coverage-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }

        let outcome = try BinaryRunner.run(["run", "--jobs", "2", "--coverage-json", file, "Tests/Scenarios/cars"])

        #expect(outcome.status == 0)
        #expect(!outcome.stdout.contains("Coverage"))
        let json = try String(contentsOfFile: file, encoding: .utf8)
        #expect(json.contains("\"CarsList\" : {"))
        #expect(json.contains("\"taken\" : [\n          \"CarsList -push-> CarDetail\",\n          \"CarsList -present-> CreateCar\"\n        ]"))
        #expect(json.contains("\"PostFeed\" : {\n      \"actions\" : {\n        \"declared\" : [\n          \"feed\"\n        ],\n        \"performed\" : []"))
    }
}
