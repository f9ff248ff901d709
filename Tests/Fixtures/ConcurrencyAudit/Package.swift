// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package of adversarial modules, one for each way module code can use
// Swift concurrency at the edges of what a session drives (tasks parked in
// actors, Task.immediate, Task.detached, executor preferences, custom
// executors, callbacks from other threads, real clocks, main-queue work,
// deadlocks), with scenarios that say what the app would do. It depends on
// viper-shell by path, as a team's package does, and imports only products.
let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let viperShell = root.lastPathComponent

let package = Package(
    name: "concurrency-audit",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "AuditFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        .executableTarget(
            name: "audit-shell",
            dependencies: [
                "AuditFeature",
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "ViperShellCLI", package: viperShell),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
