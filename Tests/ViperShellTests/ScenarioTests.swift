import Foundation
import Testing

@Suite("viper-shell run")
struct ScenarioTests {
    @Test("the binary is found next to the tests or in .build/debug")
    func binaryExists() throws {
        #expect(BinaryRunner.binary != nil)
    }

    @Test("every scenario in Tests/Scenarios passes")
    func scenariosPass() throws {
        let outcome = try BinaryRunner.run(["run", "Tests/Scenarios"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdoutLines.filter { !$0.isEmpty }
        let scenarios = lines.dropLast()
        #expect(scenarios.count >= 10)
        #expect(scenarios.allSatisfy { $0.hasPrefix("PASS Tests/Scenarios/") }, "\(outcome.stdout)")
        #expect(lines.last == "\(scenarios.count) passed, 0 failed")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("the same scenarios run twice print the same bytes")
    func deterministic() throws {
        let first = try BinaryRunner.run(["run", "Tests/Scenarios"])
        let second = try BinaryRunner.run(["run", "Tests/Scenarios"])
        #expect(first.stdout == second.stdout)
    }

    @Test("failing scenarios: exit 1, file:line reports under FAIL, the closing count, and a JUnit file")
    func failingScenarios() throws {
        let junit = NSTemporaryDirectory() + "viper-shell-junit-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: junit) }

        let outcome = try BinaryRunner.run(["run", "Tests/ScenarioFixtures/failing", "--junit", junit])

        #expect(outcome.status == 1)
        let lines = outcome.stdoutLines
        #expect(lines.first == "PASS Tests/ScenarioFixtures/failing/a_passes.vsh")
        #expect(lines.contains("FAIL Tests/ScenarioFixtures/failing/b_wrong_top.vsh"))
        #expect(lines.contains("    Tests/ScenarioFixtures/failing/b_wrong_top.vsh:5: expected top CarsList, found CarDetail"))
        #expect(lines.contains("    Tests/ScenarioFixtures/failing/c_unexpected_error.vsh:3: cannot close the root module"))
        #expect(lines.contains("      Honda Civic"), "the screen follows the report")
        #expect(!outcome.stdout.contains("b_wrong_top.vsh:6:"), "without --keep-going a scenario stops at its first failure")
        #expect(lines.filter { !$0.isEmpty }.last == "1 passed, 2 failed")

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"viper-shell\" tests=\"3\" failures=\"2\""))
        #expect(xml.components(separatedBy: "<testcase ").count == 4)
        #expect(xml.contains("<testcase name=\"b_wrong_top\" classname=\"Tests.ScenarioFixtures.failing\""))
        #expect(xml.contains("<failure message=\"Tests/ScenarioFixtures/failing/b_wrong_top.vsh:5: expected top CarsList, found CarDetail\">"))
        #expect(xml.contains("<failure message=\"Tests/ScenarioFixtures/failing/c_unexpected_error.vsh:3: cannot close the root module\">"))
    }

    @Test("--keep-going reports every failure inside a scenario")
    func keepGoing() throws {
        let outcome = try BinaryRunner.run(["run", "--keep-going", "Tests/ScenarioFixtures/failing/b_wrong_top.vsh"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("b_wrong_top.vsh:5: expected top CarsList, found CarDetail"))
        #expect(outcome.stdout.contains("b_wrong_top.vsh:6: expected state make == \"Not Honda\""))
        #expect(outcome.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("usage errors exit with 2", arguments: [
        ["run"],
        ["run", "Tests/NoSuchFolder"],
        ["run", "--bogus", "Tests/Scenarios"],
        ["run", "--width", "3", "Tests/Scenarios"],
        ["--no-such-option"],
    ])
    func usageErrors(_ arguments: [String]) throws {
        let outcome = try BinaryRunner.run(arguments)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(!outcome.stderr.isEmpty)
        #expect(outcome.stdout.isEmpty)
    }

    @Test("--data loads cars.json and posts.json instead of the built-in data")
    func dataDirectory() throws {
        let outcome = try BinaryRunner.run([
            "run", "--data", "Tests/ScenarioFixtures/data/good", "Tests/ScenarioFixtures/data/uses_good_data.vsh",
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout == "PASS Tests/ScenarioFixtures/data/uses_good_data.vsh\n1 passed, 0 failed\n")
    }

    @Test("a malformed data file is one line naming file and position, exit 2, for both forms")
    func malformedData() throws {
        let run = try BinaryRunner.run(["run", "--data", "Tests/ScenarioFixtures/data/bad", "Tests/Scenarios"])
        #expect(run.status == 2)
        #expect(run.stderr == "viper-shell: Tests/ScenarioFixtures/data/bad/cars.json:2:32: expected ',' or '}'\n")
        #expect(run.stdout.isEmpty)
        let batch = try BinaryRunner.run(["--data", "Tests/ScenarioFixtures/data/bad"], input: "open CarsList\n")
        #expect(batch.status == 2)
        #expect(batch.stderr == run.stderr)
        let posts = try BinaryRunner.run(["run", "--data", "Tests/ScenarioFixtures/data/bad_posts", "Tests/Scenarios"])
        #expect(posts.status == 2)
        #expect(posts.stderr == "viper-shell: Tests/ScenarioFixtures/data/bad_posts/posts.json:1:22: expected a member name in double quotes\n")
        let missing = try BinaryRunner.run(["--data", "Tests/NoSuchFolder"], input: "")
        #expect(missing.status == 2)
        #expect(missing.stderr == "viper-shell: --data: no such folder: Tests/NoSuchFolder\n")
    }

    @Test("--help and run --help document every option")
    func help() throws {
        let root = try BinaryRunner.run(["--help"])
        #expect(root.status == 0)
        for option in ["--data", "--bail", "--width", "--color", "run"] {
            #expect(root.stdout.contains(option), "\(option)")
        }
        let run = try BinaryRunner.run(["run", "--help"])
        #expect(run.status == 0)
        for option in ["--junit", "--update-snapshots", "--keep-going", "--data", "--width"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}

@Suite("viper-shell batch on stdin")
struct BatchTests {
    @Test("a failed command is reported with its line number, the batch goes on, exit 1")
    func failureGoesOn() throws {
        let outcome = try BinaryRunner.run([], input: "open CarsList\nback\necho still here\nexpect top CarsList\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "<stdin>:2: cannot close the root module\n")
        #expect(outcome.stdout == "still here\n", "no prompts, no greeting, no colour")
    }

    @Test("--bail stops at the first failure")
    func bail() throws {
        let outcome = try BinaryRunner.run(["--bail"], input: "open CarsList\nback\necho never\n")
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "<stdin>:2: cannot close the root module\n")
    }

    @Test("a clean batch exits 0; expect error absorbs an expected failure")
    func cleanBatch() throws {
        let outcome = try BinaryRunner.run([], input: "open CarsList\nselect 1\nback\nback\nexpect error cannot close\nstack\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "0 CarsList#1 root\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("the batch starts with an empty stack; bytes that are not UTF-8 are an error, not a crash")
    func emptyStartAndBadBytes() throws {
        let bytes = Array("stack\necho ".utf8) + [0xFF, 0xFE] + Array("\necho ok\n".utf8)
        let outcome = try BinaryRunner.run([], inputBytes: bytes)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "(the stack is empty)\nok\n")
        #expect(outcome.stderr == "<stdin>:2:6: the line is not valid UTF-8 (bad byte at column 6)\n")
    }
}
