import Testing

/// `run --strict` and `set strict on`: a scenario that ends with work pending fails, naming it.
@Suite("run --strict")
struct RunStrictTests {
    @Test("set strict on fails a scenario ending with the search debounce armed; settling first passes")
    func setStrict() throws {
        let outcome = try BinaryRunner.run(["run", "Tests/ScenarioFixtures/strict"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout == """
            FAIL Tests/ScenarioFixtures/strict/debounce_pending.vsh
                Tests/ScenarioFixtures/strict/debounce_pending.vsh: strict: the scenario ended with work pending, 1 pending: timer due at 500ms
            PASS Tests/ScenarioFixtures/strict/debounce_settled.vsh
            1 passed, 1 failed

            """)
    }

    @Test("run --strict names the sleepers and tasks of a load still running; without it the scenario passes")
    func runStrict() throws {
        let path = "Tests/ScenarioFixtures/async/loading_pending.vsh"
        let plain = try BinaryRunner.run(["run", path], executable: "async-fixture-shell")
        #expect(plain.status == 0, "\(plain.stdout)")
        let strict = try BinaryRunner.run(["run", "--strict", path], executable: "async-fixture-shell")
        #expect(strict.status == 1)
        #expect(strict.stdoutLines.first == "FAIL \(path)")
        let failure = try #require(strict.stdoutLines.dropFirst().first)
        #expect(failure.hasPrefix("    \(path): strict: the scenario ended with work pending, "), "\(strict.stdout)")
        #expect(failure.hasSuffix(
            "4 pending: clock sleeper due at 300ms; clock sleeper due at 300ms; "
                + "task ContactsList#1 (ContactsListInteractor.obtainContacts) waiting: service contacts.fetchAll; "
                + "call contacts.fetchAll from ContactsList#1 pending"), "\(failure)")
    }
}
