// swift-tools-version:6.0
import Foundation
import PackageDescription

// The in-process scenario benchmark: a scenario run through ViperShellTesting
// against a plain Swift Testing test of the same flow on swift-clocks'
// TestClock, both in this one executable, so both are built alike.
// viper-shell is a dependency by path; SwiftPM names it after its folder.
let viperShell = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "in-process-bench",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    ],
    targets: [
        .executableTarget(
            name: "in-process-bench",
            dependencies: [
                .product(name: "ViperShellTesting", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "CarsModule", package: viperShell),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
