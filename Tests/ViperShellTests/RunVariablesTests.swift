import Foundation
import Testing

/// `run --var name=value` through the binary, in this process and in workers.
@Suite("run --var")
struct RunVariablesTests {
    @Test(arguments: ["1", "2"])
    func everyScenarioStartsWithTheVarVariables(jobs: String) throws {
        let folder = NSTemporaryDirectory() + "viper-shell-var-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let search = "open CarsList\nsearch ${make}\nexpect screen contains \"${make} Civic\"\n"
        let setsItsOwn = "let model = Civic\necho ${make} ${model}\n"
        try search.write(toFile: folder + "/a-search.vsh", atomically: true, encoding: .utf8)
        try setsItsOwn.write(toFile: folder + "/b-own.vsh", atomically: true, encoding: .utf8)
        try "echo ${model}\n".write(toFile: folder + "/c-leak.vsh", atomically: true, encoding: .utf8)

        let outcome = try BinaryRunner.run(["run", "--jobs", jobs, "--var", "make=Honda", folder])

        #expect(outcome.stdout.contains("PASS \(folder)/a-search.vsh\n"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("PASS \(folder)/b-own.vsh\n"))
        #expect(outcome.stdout.contains("FAIL \(folder)/c-leak.vsh\n    \(folder)/c-leak.vsh:1:6: unknown variable 'model' (set: make;"))
        #expect(outcome.status == 1)
    }

    @Test func aVarThatIsNotNameEqualsValueIsAUsageError() throws {
        let outcome = try BinaryRunner.run(["run", "--var", "1x=2", "Tests/Scenarios"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--var takes name=value with a name of letters, digits and _ (not starting with a digit), not '1x=2'"))
    }
}
