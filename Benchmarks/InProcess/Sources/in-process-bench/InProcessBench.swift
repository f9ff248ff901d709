import CarsModule
import Foundation
import ViperShellKit
import ViperShellTesting

/// Measures, in one process and one build, what a scenario costs through
/// ViperShellTesting (`ScenarioTests.run`, as a `swift test` of a package's
/// scenarios runs each) against the plain Swift Testing test body of the same
/// flow on swift-clocks' TestClock (`plainCarsFlow()`), and prints both and
/// their ratio.
///
///     swift run -c debug in-process-bench [--rounds N] [--iterations N]
///
/// `scripts/bench-in-process` builds and runs it in the configuration `swift test` uses (debug).
@main
@MainActor
struct InProcessBench {
    /// viper-shell's Cars feature, as a shell's configuration registers it.
    static let configuration = ShellConfiguration(name: "in-process-bench") { registry, services in
        try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
    }

    /// The flow both sides run, as a scenario file.
    static let scenario = Scenario(path: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/cars_flow.vsh").path)

    static func main() async {
        var rounds = 9
        var iterations = 200
        var arguments = CommandLine.arguments.dropFirst()
        while let option = arguments.popFirst() {
            guard let value = arguments.popFirst().flatMap(Int.init), value > 0, ["--rounds", "--iterations"].contains(option) else {
                fail("usage: in-process-bench [--rounds N] [--iterations N]", status: 2)
            }
            if option == "--rounds" { rounds = value } else { iterations = value }
        }
        let clock = ContinuousClock()
        var scenarioTimes: [Double] = []
        var plainTimes: [Double] = []
        // Warm up both (first runs load types and fill caches), then alternate
        // rounds so that both see the same load on the machine.
        for _ in 0..<20 {
            runScenario()
            await plainCarsFlow()
        }
        for _ in 0..<rounds {
            let scenarioStart = clock.now
            for _ in 0..<iterations { runScenario() }
            scenarioTimes.append(milliseconds(clock.now - scenarioStart) / Double(iterations))
            let plainStart = clock.now
            for _ in 0..<iterations { await plainCarsFlow() }
            plainTimes.append(milliseconds(clock.now - plainStart) / Double(iterations))
        }
        let scenarioTime = median(scenarioTimes)
        let plainTime = median(plainTimes)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("in-process scenario through ViperShellTesting: \(String(format: "%.3f", scenarioTime)) ms a scenario")
        print("plain Swift Testing test with swift-clocks' TestClock: \(String(format: "%.3f", plainTime)) ms a test")
        print(
            "in-process / plain = \(String(format: "%.2f", scenarioTime / plainTime)) "
                + "(target: at most 1.00; \(build) build, median of \(rounds) rounds of \(iterations) each)")
    }

    /// Runs the scenario once; a failure (the flow did not run as written) stops the benchmark.
    static func runScenario() {
        let result = ScenarioTests.run(scenario, configuration: configuration)
        if !result.passed { fail("in-process-bench: the scenario failed:\n\(result.summaryText)", status: 1) }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
