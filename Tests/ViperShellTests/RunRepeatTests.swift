import Testing

/// `run --repeat <n>`: every scenario n times in fresh sessions, compared byte for byte.
@Suite("run --repeat")
struct RunRepeatTests {
    private static let shell = "async-fixture-shell"

    @Test("a scenario that prints a random number fails as nondeterministic at that line, with both outputs", arguments: ["1", "2"])
    func randomFails(jobs: String) throws {
        let outcome = try BinaryRunner.run(
            ["run", "--repeat", "3", "--jobs", jobs, "Tests/ScenarioFixtures/determinism/rolls.vsh"], executable: Self.shell)
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdoutLines
        #expect(lines.first == "FAIL Tests/ScenarioFixtures/determinism/rolls.vsh")
        let failure = try #require(lines.dropFirst().first)
        #expect(failure.hasPrefix(
            "    Tests/ScenarioFixtures/determinism/rolls.vsh:3: nondeterministic: runs 1 and 2 differ at 'roll': printed 'rolled "),
            "\(outcome.stdout)")
        #expect(failure.contains("' in run 1, 'rolled ") && failure.hasSuffix("' in run 2"))
        #expect(lines.contains("0 passed, 1 failed"), "one result for the three runs")
    }

    @Test("a deterministic scenario passes every run, here and in workers, and so does the cars suite")
    func steadyPasses() throws {
        for jobs in ["1", "3"] {
            let outcome = try BinaryRunner.run(
                ["run", "--repeat", "3", "--jobs", jobs, "Tests/ScenarioFixtures/determinism/steady.vsh"], executable: Self.shell)
            #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stdout == "PASS Tests/ScenarioFixtures/determinism/steady.vsh\n1 passed, 0 failed\n")
        }
        let cars = try BinaryRunner.run(["run", "--repeat", "2", "Tests/Scenarios/cars"])
        #expect(cars.status == 0, "\(cars.stdout)")
        #expect(cars.stdoutLines.contains("15 passed, 0 failed"), "\(cars.stdout)")
    }

    @Test("--repeat takes a whole number from 1 to 1000", arguments: ["0", "-1", "1001", "x"])
    func badCount(value: String) throws {
        let outcome = try BinaryRunner.run(["run", "--repeat", value, "Tests/Scenarios/cars/list.vsh"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--repeat"), "\(outcome.stderr)")
    }
}
