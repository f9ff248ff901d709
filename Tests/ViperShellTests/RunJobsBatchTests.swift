import Foundation
import Testing

/// `run --jobs` on a suite long enough for workers to get full batches (64
/// scenarios held, refilled at half): the order, the bytes and the crash reports stay those of one job.
@Suite("viper-shell run --jobs: long suites, handed out in batches")
struct RunJobsBatchTests {
    /// A temporary folder of `count` scenarios `s000.vsh`…; every tenth fails on its second line when `withFailures`.
    private static func makeSuite(count: Int, withFailures: Bool) throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-batches-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 0..<count {
            let top = withFailures && number % 10 == 3 ? "CarDetail" : "CarsList"
            let name = folder + "/s" + String(number + 1000).dropFirst() + ".vsh"
            try "open CarsList\nexpect top \(top)\nselect \(number % 5 + 1)\nback\n".write(toFile: name, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("--jobs 4611686018427387904 is a usage error saying the range, not a crash (before: SIGILL from an overflow)")
    func hugeJobCountIsRefused() throws {
        let folder = try Self.makeSuite(count: 2, withFailures: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try BinaryRunner.run(["run", folder + "/s000.vsh", folder + "/s001.vsh", "--jobs", "4611686018427387904"])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("out of range: the number of jobs is a whole number from 1 to 256"), "\(result.stderr)")
        let largest = try BinaryRunner.run(["run", folder + "/s000.vsh", folder + "/s001.vsh", "--jobs", "256"])
        #expect(largest.status == 0)
        #expect(largest.stdout == "PASS \(folder)/s000.vsh\nPASS \(folder)/s001.vsh\n2 passed, 0 failed\n")
    }

    @Test("--jobs 2 on 300 scenarios prints the same bytes as --jobs 1, failures included")
    func longSuiteKeepsTheOutput() throws {
        let folder = try Self.makeSuite(count: 300, withFailures: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let serial = try BinaryRunner.run(["run", "--jobs", "1", folder])
        let parallel = try BinaryRunner.run(["run", "--jobs", "2", folder])

        #expect(serial.status == 1)
        #expect(serial.stdout.hasSuffix("\n270 passed, 30 failed\n"))
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stderr == serial.stderr)
    }

    @Test("a crash deep in a batch fails that scenario only; the ones queued behind it still run, in order")
    func crashInsideABatchIsThatScenarios() throws {
        let folder = try Self.makeSuite(count: 300, withFailures: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let crashing = folder + "/s250.vsh"

        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "2", folder], environment: ["VIPER_SHELL_TEST_WORKER_CRASH": crashing],
            executable: "worker-fixture-shell")

        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("FAIL \(crashing)\n    \(crashing): worker stopped by signal 11 (SIGSEGV) while running it\n"))
        let reported = outcome.stdoutLines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        let expected = (0..<300).map { number in
            let name = folder + "/s" + String(number + 1000).dropFirst() + ".vsh"
            return (name == crashing ? "FAIL " : "PASS ") + name
        }
        #expect(reported == expected)
        #expect(outcome.stdout.hasSuffix("\n299 passed, 1 failed\n"))
    }

    @Test("answers longer than a socket holds (--verbose, 300 KB each) arrive whole and in order")
    func longAnswersArriveWhole() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-long-answers-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = "echo " + String(repeating: "0123456789", count: 30) + "\n"
        for number in 0..<6 {
            // Every other scenario prints 1,000 lines of 300 characters: more than the socket buffer of a worker's answers.
            let body = number % 2 == 0 ? String(repeating: line, count: 1_000) : "echo short \(number)\n"
            try ("open CarsList\n" + body).write(toFile: folder + "/s\(number).vsh", atomically: true, encoding: .utf8)
        }

        let serial = try BinaryRunner.run(["run", "--jobs", "1", "--verbose", folder])
        let parallel = try BinaryRunner.run(["run", "--jobs", "2", "--verbose", folder])

        #expect(serial.status == 0)
        #expect(serial.stdout.utf8.count > 900_000)
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stderr == serial.stderr)
    }
}
