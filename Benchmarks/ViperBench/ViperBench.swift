import ArgumentParser

/// The performance benchmarks that run in-process. `scripts/bench` runs them
/// in a release build, together with the ones that time whole processes.
@main
struct ViperBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-bench",
        abstract: "Benchmarks for viper-shell's performance targets.",
        subcommands: [
            NavigationBenchmark.self, CyclesBenchmark.self, PagingBenchmark.self, DeepDumpBenchmark.self,
            TraceBenchmark.self, ExploreBenchmark.self, NameLookupBenchmark.self, AsyncServiceBenchmark.self,
            AsyncFloorBenchmark.self,
        ])
}
