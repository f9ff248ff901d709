import ArgumentParser
import ViperRuntime

/// 1,000,000 open/close cycles keep resident memory flat and leave no live component.
struct CyclesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cycles", abstract: "Open and close CarDetail over CarsList many times; report memory growth.")

    @Option(help: "Open/close cycles after warm-up.") var count = 1_000_000
    @Option(help: "Warm-up cycles before the first memory reading.") var warmUp = 20_000

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        let session = try Sessions.cars()
        try session.open("CarsList")
        try session.settle()  // the first page / the cars arrive on the virtual clock
        func cycle() throws {
            try session.perform(action: "select", words: ["1"])
            try session.settle()
            try session.back()
            try session.settle()
        }
        for _ in 0..<warmUp { try cycle() }
        let before = Measurement.residentBytes()
        let seconds = try Measurement.seconds { for _ in 0..<count { try cycle() } }
        let after = Measurement.residentBytes()
        let liveDetail = session.tracker.liveCount(module: "CarDetail")
        session.closeAll()
        print("cycles: \(count) open/close cycles in \(Measurement.format(seconds)) s")
        if let before, let after {
            print("cycles: resident memory after warm-up \(Measurement.describe(bytes: before)), after \(Measurement.describe(bytes: after)), growth \(Measurement.describe(bytes: after - before)) (target: under 1 MiB)")
        }
        print("cycles: live CarDetail components before closing \(liveDetail), live components after closing \(session.tracker.liveCount()) (target: 0)")
    }
}
