import ArgumentParser
import CarsModule
import PostListModule
import ViperRuntime
import ViperShellEngine

/// explore takes at least 20,000 steps a second, faults and schedules on.
/// Explores both features with faults injected from their declared endpoints
/// and steps run under orders and horizons drawn from the seed, prints
/// explore's report, then the steps a second with both on and with both off
/// (`--no-faults --no-schedules`).
struct ExploreBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore", abstract: "Time explore over the Cars and PostList features.")

    @Option(help: "Steps in all walks.") var steps = 20_000
    @Option(help: "Steps per walk.") var depth = 20
    @Option(help: "The generator's seed.") var seed: UInt64 = 1
    @Option(help: "Where explore writes the scripts of what it finds.") var out: String?
    @Option(help: "Time each mode this many times and keep the best (a shared machine's bursts only add time).")
    var rounds = 1
    @Option(help: "The modes to run: on (faults and schedules), off, or both (for counting one mode's instructions).")
    var modes: Modes = .both

    /// Which of explore's two modes the benchmark runs.
    enum Modes: String, ExpressibleByArgument, CaseIterable {
        case on, off, both

        var faultsAndSchedules: [Bool] {
            switch self {
            case .on: [true]
            case .off: [false]
            case .both: [true, false]
            }
        }
    }

    func validate() throws {
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
    }

    func run() throws {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private func measure() {
        let configuration = ShellConfiguration(name: "viper-bench") { registry, services in
            try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
            try PostListFeature.register(in: registry, services: services, catalog: .builtIn)
        }
        for on in modes.faultsAndSchedules {
            let options = ExploreOptions(steps: steps, depth: depth, seed: seed, outputDirectory: out, faults: on, schedules: on)
            var report: ExploreReport?
            var seconds = Double.infinity
            for _ in 0..<rounds {
                seconds = min(seconds, Measurement.seconds { report = Explorer(configuration: configuration, options: options).run() })
            }
            guard let report else { return }
            if on { print(report.text, terminator: "") }
            let mode = on
                ? "faults and schedules on (\(report.faultCount) faults injected, \(report.randomOrderSteps) steps under random orders)"
                : "--no-faults --no-schedules"
            let best = rounds > 1 ? " (the best of \(rounds))" : ""
            print("explore: \(mode): \(report.steps) steps in \(Measurement.format(seconds)) s\(best) = \(Measurement.format(Double(report.steps) / seconds)) steps a second (target: at least 20000)")
        }
    }
}
