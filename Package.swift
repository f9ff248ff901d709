// swift-tools-version:6.3
import PackageDescription

let package = Package(
    name: "viper-shell",
    platforms: [.macOS("15.4")],
    products: [
        .library(name: "ViperRuntime", targets: ["ViperRuntime"]),
        .library(name: "ViperRuntimeTesting", targets: ["ViperRuntimeTesting"]),
        .library(name: "ViperShellKit", targets: ["ViperShellKit"]),
        .library(name: "ViperShellTesting", targets: ["ViperShellTesting"]),
        .library(name: "ViperShellCLI", targets: ["ViperShellCLI"]),
        .library(name: "CarsModule", targets: ["CarsModule"]),
        .library(name: "PostListModule", targets: ["PostListModule"]),
        .executable(name: "viper-shell", targets: ["viper-shell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libedit's API for the interactive line editor, loaded with dlopen when the shell first
        // needs it (not linked: a run never pays for loading it). Building needs its header
        // (histedit.h: libedit-dev on Debian and Ubuntu, part of the macOS SDK).
        .target(name: "CLibEdit"),
        // The Swift concurrency runtime's hook variables, for ViperRuntime's session executor.
        .target(name: "CSwiftConcurrencyHooks"),
        .target(
            name: "ViperRuntime",
            dependencies: ["CSwiftConcurrencyHooks"]
        ),
        .target(name: "ViperRuntimeTesting", dependencies: ["ViperRuntime"]),
        .target(name: "CarsModule", dependencies: ["ViperRuntime"]),
        .target(name: "PostListModule", dependencies: ["ViperRuntime"]),
        // The shell engine. Its module is ViperShellEngine (the code in Sources/ViperShellKit), and code
        // inside this package imports it by that name; other packages import ViperShellKit, the
        // module below, which re-exports the engine and adds the deprecated names of earlier releases.
        .target(name: "ViperShellEngine", dependencies: ["ViperRuntime"], path: "Sources/ViperShellKit"),
        // The ViperShellKit product's module: the engine re-exported, plus the engine internals that
        // 0.8.0 made public, each as a deprecated alias (a client sees the deprecation; this
        // package's own code, which imports ViperShellEngine, does not).
        .target(name: "ViperShellKit", dependencies: ["ViperShellEngine"], path: "Sources/ViperShellKitFacade"),
        // Runs `.vsh` scenarios as Swift Testing tests, failures at the script's line.
        .target(name: "ViperShellTesting", dependencies: ["ViperShellEngine", "ViperRuntime"]),
        .target(
            name: "ViperShellCLI",
            dependencies: [
                "CLibEdit",
                "ViperRuntime",
                "ViperShellEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "viper-shell",
            dependencies: ["ViperRuntime", "ViperShellEngine", "ViperShellCLI", "CarsModule", "PostListModule"]
        ),
        .executableTarget(
            name: "viper-bench",
            dependencies: [
                "ViperRuntime",
                "ViperShellEngine",
                "CarsModule",
                "PostListModule",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/ViperBench"
        ),
        // Test-only: a shell whose module traps, for the explore crash test in ViperShellTests.
        .executableTarget(
            name: "explore-fixture-shell",
            dependencies: ["ViperRuntime", "ViperShellEngine", "ViperShellCLI"],
            path: "Tests/ExploreFixtureShell"
        ),
        // Test-only: a shell whose module uses Swift concurrency, for the async scenarios, with a
        // `roll` command printing a random number (the nondeterminism `run --repeat` must catch).
        .executableTarget(
            name: "async-fixture-shell",
            dependencies: ["ViperRuntime", "ViperShellEngine", "ViperShellCLI"],
            path: "Tests/AsyncFixtureShell"
        ),
        // Test-only: viper-shell's two features with hooks that crash or stall a `run --jobs`
        // worker at a named scenario (environment variables the shipped binary never reads).
        .executableTarget(
            name: "worker-fixture-shell",
            dependencies: ["ViperShellEngine", "ViperShellCLI", "CarsModule", "PostListModule"],
            path: "Tests/WorkerFixtureShell"
        ),
        .testTarget(name: "ViperRuntimeTests", dependencies: ["ViperRuntime", "ViperRuntimeTesting"], exclude: ["Goldens"]),
        .testTarget(name: "CarsModuleTests", dependencies: ["CarsModule", "ViperRuntime", "ViperRuntimeTesting"]),
        .testTarget(name: "PostListModuleTests", dependencies: ["PostListModule", "ViperRuntime", "ViperRuntimeTesting"]),
        .testTarget(
            name: "ViperShellKitTests",
            dependencies: ["ViperShellEngine", "ViperRuntime"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ViperShellCLITests",
            // Every module the tests import is named, so a change to one recompiles them.
            dependencies: ["ViperShellCLI", "ViperShellEngine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "ViperShellTestingTests",
            dependencies: ["ViperShellTesting", "ViperShellEngine", "ViperRuntime", "CarsModule", "PostListModule"]
        ),
        .testTarget(
            name: "ViperShellTests",
            dependencies: ["viper-shell"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
