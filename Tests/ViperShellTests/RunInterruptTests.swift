import Foundation
import Testing

/// Ctrl-C during `run --jobs N`: the parent stops its workers, prints the
/// results it has in order and says how many scenarios were not run. The
/// interrupt is sent when a worker says it has stalled (a test hook), never after a wait.
@Suite("viper-shell run --jobs: interrupted")
struct RunInterruptTests {
    @Test("SIGINT while a worker is stuck: workers end, exit 1, 'interrupted' with the count not run")
    func interruptStopsTheWorkers() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-interrupt-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = (1...8).map { folder + "/s\($0).vsh" }
        for path in scenarios { try "open CarsList\nexpect top CarsList\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let stalled = scenarios[2]

        let (stdout, stderr) = try Self.run(["run", "--jobs", "2", folder], signalling: SIGINT, onceStalledBefore: stalled)
        let lines = stdout.split(separator: "\n").map(String.init)
        let passed = lines.filter { $0.hasPrefix("PASS ") }
        #expect(passed == scenarios.prefix(passed.count).map { "PASS \($0)" }, "only results before the stalled scenario, in order")
        #expect(passed.count <= 2)
        #expect(lines.last == "\(passed.count) passed, 0 failed")
        #expect(stderr.hasSuffix("viper-shell run: interrupted: \(8 - passed.count) of 8 scenarios not run\n"), "\(stderr)")
        #expect(Self.processes(withEnvironmentValue: stalled).isEmpty, "no worker is left running")
    }

    @Test("SIGHUP while a worker is stuck: workers end, the JUnit file is written with the unfinished marked, exit 1")
    func hangupWritesTheReports() throws {
        // Before, SIGHUP killed the parent (status 129): no JUnit file, workers left running.
        let folder = NSTemporaryDirectory() + "viper-shell-hangup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = (1...6).map { folder + "/h\($0).vsh" }
        for path in scenarios { try "open CarsList\nexpect top CarsList\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let stalled = scenarios[1]
        let junit = folder + "/out/junit.xml"
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)

        let (stdout, stderr) = try Self.run(
            ["run", "--jobs", "2", "--junit", junit] + scenarios, signalling: SIGHUP, onceStalledBefore: stalled)
        let passed = stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.count
        #expect(stderr.hasSuffix("viper-shell run: interrupted: \(6 - passed) of 6 scenarios not run\n"), "\(stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"6\" failures=\"0\" errors=\"0\" skipped=\"\(6 - passed)\""), "\(xml)")
        #expect(xml.components(separatedBy: "<skipped message=\"interrupted: not run\"/>").count - 1 == 6 - passed)
        #expect(Self.processes(withEnvironmentValue: stalled).isEmpty, "no worker is left running")
    }

    @Test("SIGHUP while every worker is stopped (SIGSTOP): the stopped workers end too, the JUnit file is written, exit 1")
    func hangupEndsStoppedWorkers() throws {
        // Before, the parent sent SIGTERM to a stopped worker, which stays pending until it is
        // continued, and waited for it forever: the run never ended.
        let folder = NSTemporaryDirectory() + "viper-shell-stopped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = (1...4).map { folder + "/t\($0).vsh" }
        for path in scenarios { try "open CarsList\nexpect top CarsList\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let stalled = scenarios[0]
        let junit = folder + "/junit.xml"

        let (stdout, stderr) = try Self.run(
            ["run", "--jobs", "2", "--junit", junit] + scenarios, signalling: SIGHUP, onceStalledBefore: stalled, stoppingWorkers: true)
        #expect(stdout == "0 passed, 0 failed\n")
        #expect(stderr.hasSuffix("viper-shell run: interrupted: 4 of 4 scenarios not run\n"), "\(stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"4\""), "\(xml)")
        #expect(Self.processes(withEnvironmentValue: stalled).isEmpty, "no worker is left, stopped or not")
    }

    /// Ids of this user's processes whose environment holds `value` (Linux's /proc; none elsewhere).
    /// Runs the binary with `arguments`, its worker told to stall before
    /// `stalled`; once the worker says so on standard error, sends `signal`
    /// to the parent, reads everything it prints, and checks that it exited
    /// with status 1 rather than being killed by the signal.
    /// With `stoppingWorkers`, every worker is stopped (SIGSTOP) before the
    /// signal; a parent that has not ended a minute later is killed (with its
    /// workers), which fails the test instead of hanging it.
    private static func run(
        _ arguments: [String], signalling signal: Int32, onceStalledBefore stalled: String, stoppingWorkers: Bool = false
    ) throws -> (stdout: String, stderr: String) {
        let process = Process()
        // The test-only worker-fixture-shell: viper-shell's features with a worker that can stall.
        process.executableURL = BinaryRunner.binary?.deletingLastPathComponent().appendingPathComponent("worker-fixture-shell")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["VIPER_SHELL_TEST_WORKER_STALL": stalled]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()

        var stderr = ""
        while !stderr.contains("worker stalled before \(stalled)\n") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            stderr += String(decoding: data, as: UTF8.self)
        }
        #expect(stderr == "worker stalled before \(stalled)\n", "the worker stalled before the signal, and nothing else was printed")
        let parent = process.processIdentifier
        let workers = stoppingWorkers ? ChildProcesses.of(parent) : []
        #expect(workers.count == (stoppingWorkers ? 2 : 0))
        for worker in workers { kill(worker, SIGSTOP) }
        let giveUp = DispatchWorkItem {
            kill(parent, SIGKILL)
            for worker in workers { kill(worker, SIGKILL) }
        }
        if stoppingWorkers { DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: giveUp) }
        defer { giveUp.cancel() }
        kill(parent, signal)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        stderr += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        return (stdout, stderr)
    }


    private static func processes(withEnvironmentValue value: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { id in
            guard Int(id) != nil, let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return false }
            return String(decoding: environment, as: UTF8.self).contains(value)
        }
    }
}
