import Foundation
import Testing

/// Feeds generated and mutated command lines to the built binary in batch mode
/// (SPEC §16) and fails on an exit status other than 0 or 1, a signal, or a raw
/// ESC (0x1B) or C1 CSI (U+009B, or a lone 0x9B byte) on stdout or stderr.
///
/// CI runs `VIPER_FUZZ_LINES` lines (default 3,000) from `VIPER_FUZZ_SEED`
/// (default 1); `scripts/fuzz --lines N --seed S` runs more by hand. A failing
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
}

/// One run of the binary for the fuzz test, with raw output bytes.
enum FuzzRun {
    struct Outcome {
        var status: Int32
        var exitedNormally: Bool
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    /// Runs the binary in batch mode in a fresh folder (so `dump` writes stay
    /// there) with `input` on stdin. A run still going after two minutes is
    /// killed, which shows as a signal: a hang is a failure, not a stuck suite.
    static func run(input: [UInt8]) throws -> Outcome {
        guard let binary = BinaryRunner.binary else { throw CocoaError(.fileNoSuchFile) }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-fuzz-\(UUID().uuidString)")
        let work = folder.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["stdin", "stdout", "stderr"].map { folder.appendingPathComponent($0) }
        try Data(input).write(to: files[0])
        for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

        let process = Process()
        process.executableURL = binary
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
