// swift-tools-version:6.0
import Foundation
import PackageDescription

// viper-shell scenarios and swift-clocks TestClock tests in one Swift Testing
// target, run side by side: the session's runtime hooks and
// swift-concurrency-extras' main serial executor (the same hook) must not
// disturb each other. It depends on viper-shell by path, as a team's package does.
let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let viperShell = root.lastPathComponent

let package = Package(
    name: "clock-coexistence",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    ],
    targets: [
        .testTarget(
            name: "CoexistenceTests",
            dependencies: [
                .product(name: "ViperShellTesting", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "CarsModule", package: viperShell),
                .product(name: "PostListModule", package: viperShell),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
