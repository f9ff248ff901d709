#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import CarsModule
import ViperRuntime
import ViperShellEngine

/// the shell adds at most 1.3x over the same navigation made by direct Swift calls.
///
/// Both sides do the same work per step: select a row (push CarDetail), settle,
/// close it (back), settle. The shell side reads the commands from a buffer
/// as `viper-shell run` would, with autosettle on and no screens rendered.
struct NavigationBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigate", abstract: "Time a navigation by direct Swift calls and by shell commands.")

    @Option(help: "Commands in the navigation (select and back alternate).") var commands = 100_000
    @Option(help: "Repetitions; the fastest of each side is reported.") var repetitions = 5
    @Option(help: "Also write the navigation as a .vsh script to this path.") var writeScript: String?
    @Flag(help: "Time only the direct Swift calls (to profile the runtime alone).") var directOnly = false

    /// The navigation as shell commands: `open CarsList`, then select/back pairs over rows 1-5.
    static func script(commands: Int) -> String {
        var lines = ["open CarsList"]
        lines.reserveCapacity(commands + 1)
        for step in 0..<(commands / 2) {
            lines.append("select \(step % 5 + 1)")
            lines.append("back")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        let script = Self.script(commands: commands)
        if let writeScript {
            let written = script.withCString { fputs($0, fopen(writeScript, "w")) }
            guard written >= 0 else { throw ValidationError("cannot write \(writeScript)") }
        }
        var direct = Double.infinity
        var shell = Double.infinity
        for _ in 0..<repetitions {
            direct = min(direct, try directNavigation())
            if !directOnly { shell = min(shell, try shellNavigation(script)) }
        }
        let perDirect = direct / Double(commands) * 1e9
        print("navigate: direct Swift calls: \(Measurement.format(direct)) s for \(commands) steps (\(Measurement.format(perDirect)) ns a step)")
        guard !directOnly else { return }
        let perShell = shell / Double(commands) * 1e9
        print("navigate: shell commands:     \(Measurement.format(shell)) s for \(commands) commands (\(Measurement.format(perShell)) ns a command)")
        print("navigate: shell / direct = \(Measurement.format(shell / direct)) (target: at most 1.30)")
    }

    @MainActor
    private func directNavigation() throws -> Double {
        let session = try Sessions.cars()
        try session.open("CarsList")
        try session.settle()
        return try Measurement.seconds {
            for step in 0..<(commands / 2) {
                try session.perform(action: "select", words: [String(step % 5 + 1)])
                try session.settle()
                try session.back()
                try session.settle()
            }
        }
    }

    @MainActor
    private func shellNavigation(_ script: String) throws -> Double {
        let configuration = ShellConfiguration(name: "viper-bench") { registry in
            try CarsFeature.register(in: registry, cars: CarsFeature.builtInCars)
        }
        // Failures are counted by the interpreter and kept in the captured output, unprinted.
        let interpreter = ShellInterpreter(
            session: try configuration.makeSession(), output: CapturedOutput(), options: .init(mode: .script))
        var source = BufferLineSource(text: script)
        let seconds = Measurement.seconds {
            interpreter.runLines(&source, context: .init(name: "navigation.vsh", path: nil, directory: "."))
        }
        let failures = interpreter.failureCount
        guard failures == 0 else { throw ValidationError("the navigation script failed \(failures) times") }
        return seconds
    }
}
