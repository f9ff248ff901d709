// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viper-shell",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViperRuntime", targets: ["ViperRuntime"]),
        .library(name: "ViperShellKit", targets: ["ViperShellKit"]),
        .library(name: "CarsModule", targets: ["CarsModule"]),
        .library(name: "PostListModule", targets: ["PostListModule"]),
        .executable(name: "viper-shell", targets: ["viper-shell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(
            name: "ViperRuntime",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")]
        ),
        .target(name: "CarsModule", dependencies: ["ViperRuntime"]),
        .target(name: "PostListModule", dependencies: ["ViperRuntime"]),
        .target(name: "ViperShellKit", dependencies: ["ViperRuntime"]),
        .executableTarget(
            name: "viper-shell",
            dependencies: [
                "CLibEdit",
                "ViperRuntime",
                "ViperShellKit",
                "CarsModule",
                "PostListModule",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "viper-bench",
            dependencies: [
                "ViperRuntime",
                "ViperShellKit",
                "CarsModule",
                "PostListModule",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/ViperBench"
        ),
        .testTarget(name: "ViperRuntimeTests", dependencies: ["ViperRuntime"], exclude: ["Goldens"]),
        .testTarget(name: "CarsModuleTests", dependencies: ["CarsModule", "ViperRuntime"]),
        .testTarget(name: "PostListModuleTests", dependencies: ["PostListModule", "ViperRuntime"]),
        .testTarget(
            name: "ViperShellKitTests",
            dependencies: ["ViperShellKit", "ViperRuntime"]
        ),
        .testTarget(
            name: "ViperShellTests",
            dependencies: ["viper-shell"],
            exclude: []
        ),
    ],
    swiftLanguageModes: [.v6]
)
