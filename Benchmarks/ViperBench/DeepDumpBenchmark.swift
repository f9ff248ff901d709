import ArgumentParser
import ViperRuntime

/// SPEC §9: a stack 100,000 deep dumps in under 0.4 s, in time linear in its depth.
struct DeepDumpBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deep-dump", abstract: "Dump stacks 25,000, 50,000 and 100,000 deep and compare the times.")

    @Option(help: "Dump only a stack this deep (for profiling one depth).")
    var depth: Int?

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        var previous: (depth: Int, seconds: Double)?
        for depth in self.depth.map { [$0] } ?? [25_000, 50_000, 100_000] {
            let session = try Sessions.cars()
            try session.open("CarsList")
            let root = try session.top.unwrap()
            for _ in 1..<depth {
                try root.openModule("CarDetail", as: (any ModulePresenter).self, style: .push)
            }
            var bytes = 0
            var value: JSONValue = .null
            let building = Measurement.seconds { value = session.dump() }
            let encoding = Measurement.seconds { bytes = JSONTextEncoder().encode(value).utf8.count }
            let seconds = building + encoding
            var line = "deep-dump: depth \(depth): \(Measurement.format(seconds)) s (building \(Measurement.format(building)) s, encoding \(Measurement.format(encoding)) s), \(Measurement.describe(bytes: bytes))"
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
