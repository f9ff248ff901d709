import ArgumentParser
import ViperRuntime

/// tracing 100,000 commands stays bounded in memory; the
/// trace exports (JSON and Mermaid) in under a second.
struct TraceBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Trace CarsList/CarDetail open/close cycles; time recording and the JSON and Mermaid exports.")

    @Option(help: "Commands to run with tracing on (4 per select/back cycle).") var commands = 100_000

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        let session = try Sessions.cars()
        try session.open("CarsList")
        try session.settle()  // the list loads through its async repository
        session.trace.start()
        let before = Measurement.residentBytes()
        let recording = try Measurement.seconds {
            for _ in 0..<(commands / 4) {
                try session.perform(action: "select", words: ["1"])
                try session.settle()
                try session.back()
                try session.settle()
            }
        }
        let after = Measurement.residentBytes()
        var diagram = ""
        let export = Measurement.seconds { diagram = TraceMermaidFormat.text(of: session.trace.log) }
        var json = ""
        let jsonExport = Measurement.seconds { json = TraceJSONFormat.text(of: session.trace.log) }
        print("trace: \(commands) commands recorded in \(Measurement.format(recording)) s; \(session.trace.count) events kept, \(session.trace.droppedCount) dropped")
        print("trace: JSON export of the kept events in \(Measurement.format(jsonExport)) s (\(Measurement.describe(bytes: json.utf8.count))) (target: under 1 s)")
        print("trace: Mermaid export of the kept events in \(Measurement.format(export)) s (\(Measurement.describe(bytes: diagram.utf8.count))) (target: under 1 s)")
        if let before, let after {
            print("trace: resident memory before \(Measurement.describe(bytes: before)), after recording \(Measurement.describe(bytes: after))")
        }
        session.closeAll()
    }
}
