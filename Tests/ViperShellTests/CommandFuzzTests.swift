import Foundation
import Testing

/// Feeds generated and mutated command lines to the built binary in batch mode
/// and fuzzed `run` command lines to it, and fails on an exit
/// status other than 0 or 1 (0 to 2 for `run`), a signal, or a raw ESC (0x1B)
/// or C1 CSI (U+009B, or a lone 0x9B byte) on stdout or stderr. The binary
/// always runs inside `FuzzSandbox`, so whatever it is fed writes nothing
/// outside its own temporary folder.
///
/// CI runs `VIPER_FUZZ_LINES` lines (default 3,000) and `VIPER_FUZZ_RUNS`
/// run command lines (default 40) from `VIPER_FUZZ_SEED` (default 1);
/// `scripts/fuzz --lines N --runs N --seed S` runs more by hand. A failing
/// batch is kept as `viper-fuzz-<seed>-<batch>.txt` in the temporary folder,
/// to replay with `viper-shell < file`.
@Suite("Command-language fuzzing", .serialized)
struct CommandFuzzTests {
    static let linesPerBatch = 400

    private static func setting(_ name: String, default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? value
    }

    @Test("generated and mutated lines never crash the shell, hang it, or reach the terminal raw")
    func fuzzBatchMode() throws {
        if let problem = FuzzSandbox.problem {
            Issue.record("the fuzzer runs the shell only in a sandbox that keeps its writes in its own folder: \(problem)")
            return
        }
        let lines = Self.setting("VIPER_FUZZ_LINES", default: 3_000)
        let seed = Self.setting("VIPER_FUZZ_SEED", default: 1)
        let corpus = CommandFuzzer.scenarioLines(under: BinaryRunner.packageRoot.appendingPathComponent("Tests/Scenarios"))
        #expect(corpus.count > 100, "the scenario corpus was not found")
        var fuzzer = CommandFuzzer(seed: seed, corpus: corpus)
        let batches = (lines + UInt64(Self.linesPerBatch) - 1) / UInt64(Self.linesPerBatch)
        var rawEscapes: [String] = []
        for batch in 0..<batches {
            var input: [UInt8] = []
            for _ in 0..<Self.linesPerBatch { input += fuzzer.nextLine() + [0x0A] }
            let outcome = try FuzzRun.run(input: input)
            let replay = { () -> String in FuzzRun.keep(input, name: "viper-fuzz-\(seed)-\(batch).txt") }
            #expect(outcome.exitedNormally && (outcome.status == 0 || outcome.status == 1),
                "batch \(batch) of seed \(seed) ended with \(outcome.exitedNormally ? "status" : "signal") \(outcome.status); replay: \(replay())")
            if let found = FuzzRun.rawEscape(in: outcome.stdout) ?? FuzzRun.rawEscape(in: outcome.stderr) {
                rawEscapes.append("batch \(batch) of seed \(seed): \(found); replay: \(replay())")
            }
        }
        #expect(rawEscapes.isEmpty, "\(rawEscapes.count) batches wrote a raw escape: \(rawEscapes.prefix(5))")
        print("fuzzed \(lines) lines from seed \(seed): \(rawEscapes.count) batches with raw escapes")
    }

    @Test("a fuzzed line that writes outside the fuzz folder writes nothing there, even as root")
    func fuzzedWritesStayInTheirFolder() throws {
        if let problem = FuzzSandbox.problem {
            Issue.record("the fuzzer runs the shell only in a sandbox that keeps its writes in its own folder: \(problem)")
            return
        }
        // Before the sandbox, `dump /nonexistent/x.json` made /nonexistent when the tests ran as root.
        let outside = "/viper-fuzz-escape-\(UUID().uuidString)"
        let outsideTemporary = NSTemporaryDirectory() + "viper-fuzz-escape-\(UUID().uuidString).json"
        let lines = "open CarsList\ndump \(outside)/x.json\n  dump \(outsideTemporary)\ntrace on\ntrace export ../../../../x.mmd\nrecord \(outside)/r.vsh\n"
        let outcome = try FuzzRun.run(input: Array(lines.utf8))
        #expect(outcome.exitedNormally && outcome.status == 1)
        #expect(!FileManager.default.fileExists(atPath: outside))
        #expect(!FileManager.default.fileExists(atPath: outsideTemporary))
        #expect(String(decoding: outcome.stderr, as: UTF8.self).contains("Read-only file system"))
    }

    @Test("fuzzed run options never crash the shell, hang it, or reach the terminal raw")
    func fuzzRunOptions() throws {
        if let problem = FuzzSandbox.problem {
            Issue.record("the fuzzer runs the shell only in a sandbox that keeps its writes in its own folder: \(problem)")
            return
        }
        let runs = Self.setting("VIPER_FUZZ_RUNS", default: 40)
        let seed = Self.setting("VIPER_FUZZ_SEED", default: 1)
        var fuzzer = CommandFuzzer(seed: seed, corpus: [])
        let scenarios = ["a.vsh": "open CarsList\nexpect top CarsList\n", "b.vsh": "open CarsList\nexpect top CarDetail\n"]
        var rawEscapes: [String] = []
        for number in 0..<runs {
            let arguments = fuzzer.runArguments()
            let outcome = try FuzzRun.run(input: [], arguments: arguments, scenarios: scenarios)
            let shown = arguments.map { String(reflecting: $0).prefix(120) }.joined(separator: " ")
            #expect(outcome.exitedNormally && (0...2).contains(outcome.status),
                "run \(number) of seed \(seed) ended with \(outcome.exitedNormally ? "status" : "signal") \(outcome.status): \(shown)")
            if let found = FuzzRun.rawEscape(in: outcome.stdout) ?? FuzzRun.rawEscape(in: outcome.stderr) {
                rawEscapes.append("run \(number) of seed \(seed): \(found): \(shown)")
            }
        }
        #expect(rawEscapes.isEmpty, "\(rawEscapes.count) runs wrote a raw escape: \(rawEscapes.prefix(5))")
        print("fuzzed \(runs) run command lines from seed \(seed): \(rawEscapes.count) with raw escapes")
    }
}

/// One run of the binary for the fuzz test, with raw output bytes.
enum FuzzRun {
    struct Outcome {
        var status: Int32
        var exitedNormally: Bool
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    /// Runs the binary in batch mode in a fresh folder with `input` on stdin,
    /// inside `FuzzSandbox`: nothing outside the folder can be written, even
    /// as root. A run still going after two minutes is killed, which shows as
    /// a signal: a hang is a failure, not a stuck suite. `arguments` replace
    /// batch mode (`run` with fuzzed options).
    static func run(input: [UInt8], arguments: [String] = [], scenarios: [String: String] = [:]) throws -> Outcome {
        guard let binary = BinaryRunner.binary else { throw CocoaError(.fileNoSuchFile) }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-fuzz-\(UUID().uuidString)")
        let work = folder.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in scenarios { try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        guard let (sandbox, sandboxArguments) = FuzzSandbox.command(folder: folder.path, program: binary.path, arguments: arguments) else {
            throw CocoaError(.featureUnsupported)
        }
        let files = ["stdin", "stdout", "stderr"].map { folder.appendingPathComponent($0) }
        try Data(input).write(to: files[0])
        for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

        let process = Process()
        process.executableURL = sandbox
        process.arguments = sandboxArguments
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        environment["VIPER_SHELL_HISTORY"] = folder.appendingPathComponent("history").path
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return Outcome(
            status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
            stdout: Array(try Data(contentsOf: files[1])), stderr: Array(try Data(contentsOf: files[2])))
    }

    /// Where a raw ESC or C1 CSI is in `bytes`, with the text around it, or nil.
    static func rawEscape(in bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0x1B || scalar.value == 0x9B { return context(of: offset, in: bytes) }
                offset += UTF8.width(scalar)
            case .error:
                if offset < bytes.count, bytes[offset] == 0x9B { return context(of: offset, in: bytes) }
                offset += 1
            case .emptyInput:
                return nil
            }
        }
    }

    private static func context(of offset: Int, in bytes: [UInt8]) -> String {
        let line = bytes[..<offset].split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
        return "byte \(offset) after \"" + String(decoding: line.suffix(80), as: UTF8.self) + "\""
    }

    /// Saves `input` in the temporary folder under `name` and returns its path.
    static func keep(_ input: [UInt8], name: String) -> String {
        let path = NSTemporaryDirectory() + name
        try? Data(input).write(to: URL(fileURLWithPath: path))
        return path
    }
}
