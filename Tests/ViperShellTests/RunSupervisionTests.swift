import Foundation
import Testing

/// `run` supervises its scenarios from a process of its own, whatever
/// `--jobs` says and however many scenarios there are: a module that traps
/// fails its scenario (the run goes on and writes its reports), and a signal
/// during a command that never ends stops the run at once with what it has.
@Suite("viper-shell run: supervised scenarios")
struct RunSupervisionTests {
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-supervised-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// No backtrace for the planted trap: it only slows the test down.
    private static let quietCrashes = ["SWIFT_BACKTRACE": "enable=no"]

    @Test("a module trap with --jobs 1 fails that scenario like a crashed worker; later scenarios run; JUnit is written")
    func trapFailsItsScenarioOnly() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = ["a.vsh": "open Fragile\npick 1\n", "b.vsh": "open Fragile\npick 4\n", "c.vsh": "open Fragile\npick 3\n"]
        for (name, text) in scenarios { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }

        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "1", "--junit", folder + "/junit.xml", folder], environment: Self.quietCrashes,
            executable: "explore-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == """
            PASS \(folder)/a.vsh
            FAIL \(folder)/b.vsh
                \(folder)/b.vsh: worker stopped by signal 4 (SIGILL) while running it
            PASS \(folder)/c.vsh
            2 passed, 1 failed

            """)
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"1\""))
        #expect(junit.contains("worker stopped by signal 4 (SIGILL)"))
    }

    @Test("workers forked from a one-thread run and workers started as programs give the same bytes, a crash included")
    func forkedAndStartedWorkersAgree() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in [
            "a.vsh": "open CarsList\nselect 2\nexpect screen contains \"Make:  Honda\"\nback\n",
            "b.vsh": "open CarsList\nselect 1\n",
            "c.vsh": "open CarsList\nexpect depth 2\n",
            "d.vsh": "open PostFeed\nmore\nexpect screen contains \"Showing 1-40 of 1000\"\n",
        ] {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        var outcomes: [BinaryRunner.Outcome] = []
        for secondThread in ["0", "1"] {
            let outcome = try BinaryRunner.run(
                ["run", "--jobs", "1", folder],
                environment: Self.quietCrashes.merging([
                    "VIPER_SHELL_TEST_WORKER_CRASH": folder + "/b.vsh", "VIPER_SHELL_TEST_SECOND_THREAD": secondThread,
                    "VIPER_SHELL_TEST_WORKER_SAY_HOW": "1",
                ]) { $1 },
                executable: "worker-fixture-shell")
            outcomes.append(outcome)
        }
        // One thread: the worker is the run itself, forked (its command line is the run's).
        #expect(outcomes[0].stderr.hasPrefix("worker started as: run --jobs 1 \(folder)\n"))
        // Two threads: each worker is the program started again in its worker mode.
        #expect(outcomes[1].stderr.hasPrefix("worker started as: run --worker\n"))
        for outcome in outcomes {
            #expect(!outcome.endedBySignal)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.hasPrefix("PASS \(folder)/a.vsh\nFAIL \(folder)/b.vsh\n"
                + "    \(folder)/b.vsh: worker stopped by signal 11 (SIGSEGV) while running it\n"
                + "FAIL \(folder)/c.vsh\n    \(folder)/c.vsh:2: expected depth 2, found 1\n"))
            #expect(outcome.stdout.hasSuffix("PASS \(folder)/d.vsh\n2 passed, 2 failed\n"))
        }
        #expect(outcomes[0].stdout == outcomes[1].stdout)
    }

    @Test("a single scenario that traps, with no report asked for, is still reported: FAIL, exit status 1")
    func singleTrapIsReported() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "open Fragile\npick 9\n".write(toFile: folder + "/trap.vsh", atomically: true, encoding: .utf8)

        let outcome = try BinaryRunner.run(
            ["run", folder + "/trap.vsh"], environment: Self.quietCrashes, executable: "explore-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasSuffix("worker stopped by signal 4 (SIGILL) while running it\n0 passed, 1 failed\n"))
    }

    @Test("SIGTERM during a command that never ends, with --jobs 1: the run stops, reports what it has and writes JUnit", arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalDuringAnEndlessCommand(signal: Int32) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "open CarsList\nexpect top CarsList\n".write(toFile: folder + "/a.vsh", atomically: true, encoding: .utf8)
        try "open Spinner\nspin\n".write(toFile: folder + "/b.vsh", atomically: true, encoding: .utf8)
        try "open CarsList\n".write(toFile: folder + "/c.vsh", atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = BinaryRunner.binary?.deletingLastPathComponent().appendingPathComponent("worker-fixture-shell")
        process.arguments = ["run", "--jobs", "1", "--junit", folder + "/junit.xml", folder]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let mark = "VIPER_SHELL_TEST_MARK=\(UUID().uuidString)"
        process.environment = ProcessInfo.processInfo.environment.merging(["VIPER_SHELL_TEST_MARK": String(mark.dropFirst(21))]) { $1 }
        try process.run()
        // The signal goes once the endless command has begun, never after a wait.
        var stderr = ""
        while !stderr.contains("spinning\n") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            stderr += String(decoding: data, as: UTF8.self)
        }
        let parent = process.processIdentifier
        // A run that ignores the signal is killed, with its workers, which fails the test instead of hanging it.
        let giveUp = DispatchWorkItem {
            for child in ChildProcesses.of(parent) { kill(child, SIGKILL) }
            kill(parent, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: giveUp)
        defer { giveUp.cancel() }
        kill(parent, signal)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        stderr += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stdout == "PASS \(folder)/a.vsh\n1 passed, 0 failed\n")
        #expect(stderr.hasSuffix("viper-shell run: interrupted: 2 of 3 scenarios not run\n"), "\(stderr)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"2\""), "\(junit)")
        #expect(Self.processes(withEnvironmentEntry: mark).isEmpty, "no worker is left running")
    }

    /// Ids of this user's processes whose environment holds `entry` (Linux's /proc; none elsewhere).
    private static func processes(withEnvironmentEntry entry: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { id in
            guard Int(id) != nil, let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return false }
            return environment.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == entry }
        }
    }
}
