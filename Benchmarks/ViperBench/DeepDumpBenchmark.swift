import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// a stack 100,000 deep dumps in under 0.4 s, in time linear in its depth;
/// the in-memory text (`dump` without a file) is timed too and must hold the top frame.
struct DeepDumpBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deep-dump", abstract: "Dump stacks 25,000, 50,000 and 100,000 deep and compare the times.")

    @Option(help: "Dump only a stack this deep (for profiling one depth).")
    var depth: Int?
    @Option(help: "Dump each stack this many times (the difference between two counts is one dump).")
    var dumps = 1
    @Option(help: "Time the dumps this many times and keep the best (a shared machine's bursts only add time).")
    var rounds = 1

    func validate() throws {
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        var template = Array("/tmp/viper-bench-XXXXXX".utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) }) else {
            throw ValidationError("cannot create a temporary folder")
        }
        let file = folder + "/dump.json"
        defer {
            unlink(file)
            rmdir(folder)
        }
        var previous: (depth: Int, seconds: Double)?
        for depth in (self.depth.map { [$0] } ?? [25_000, 50_000, 100_000]) {
            let session = try Sessions.cars()
            try session.open("CarsList")
            let root = try session.top.unwrap()
            for _ in 1..<depth {
                try root.openModule("CarDetail", as: (any ModulePresenter).self, style: .push)
            }
            // What `dump FILE` does: frames built and written one at a time into a file.
            var bytes = 0
            let faultsBefore = Measurement.pageFaults()
            var seconds = Double.infinity
            for _ in 0..<rounds {
                bytes = 0
                seconds = min(seconds, try Measurement.seconds {
                for _ in 0..<dumps {
                    try SafeFile.replace(file) { (chunk: SafeFile.Chunk) throws(SafeFileError) in
                        try session.writeDump { (bytesOfChunk: UnsafeBufferPointer<UInt8>) throws(SafeFileError) in
                            bytes += bytesOfChunk.count
                            try chunk(bytesOfChunk)
                        }
                    }
                }
                })
            }
            let faults = (Measurement.pageFaults() - faultsBefore) / rounds
            // What `dump` prints: the whole text in memory, which must reach the deepest frame.
            var text = ""
            let textSeconds = Measurement.seconds { text = session.dumpText() }
            guard text.contains("\"id\" : \"CarDetail#\(depth - 1)\"") else {
                throw ValidationError("the dump of a stack \(depth) deep lacks its top frame CarDetail#\(depth - 1)")
            }
            let best = rounds > 1 ? ", the best of \(rounds)" : ""
            var line = "deep-dump: depth \(depth): \(Measurement.format(seconds)) s (built and written to a file frame by frame\(best), \(faults) page faults), \(Measurement.describe(bytes: bytes))"
            line += "; as text in memory \(Measurement.format(textSeconds)) s"
            if let previous {
                line += " (time ratio \(Measurement.format(seconds / previous.seconds)) for depth ratio \(depth / previous.depth))"
            }
            if depth == 100_000 { line += " (target: under 0.40 s, ratio about 2)" }
            print(line)
            previous = (depth, seconds)
        }
    }
}

extension Optional {
    func unwrap() throws -> Wrapped {
        guard let self else { throw ValidationError("expected a value") }
        return self
    }
}
