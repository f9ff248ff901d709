// swift-tools-version:6.3
import Foundation
import PackageDescription

// This package depends on viper-shell by path. SwiftPM names a path
// dependency after its folder, so the products are looked up under the name
// of the folder that holds this one, whatever the clone is called.
let viperShell = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "viper-examples",
    platforms: [.macOS("15.4")],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "TodoFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        .target(name: "ContactsFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        .target(name: "InboxFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        // The shell's configuration (its modules and commands), shared by todo-shell and its scenario tests:
        // an executable target cannot be imported by a test target.
        .target(
            name: "TodoShell",
            dependencies: ["TodoFeature", "ContactsFeature", "InboxFeature", .product(name: "ViperShellKit", package: viperShell)]
        ),
        .executableTarget(
            name: "todo-shell",
            dependencies: [
                "TodoFeature",
                "TodoShell",
                .product(name: "ViperShellCLI", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
            ]
        ),
        .testTarget(
            name: "TodoFeatureTests",
            dependencies: [
                "TodoFeature",
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperRuntimeTesting", package: viperShell),
            ]
        ),
        .testTarget(
            name: "ContactsFeatureTests",
            dependencies: [
                "ContactsFeature",
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperRuntimeTesting", package: viperShell),
            ]
        ),
        .testTarget(
            name: "InboxFeatureTests",
            dependencies: [
                "InboxFeature",
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperRuntimeTesting", package: viperShell),
            ]
        ),
        // viper-shell's own Cars feature, tested from outside: CarsList alone, its neighbours faked.
        .testTarget(
            name: "CarsListAloneTests",
            dependencies: [
                .product(name: "CarsModule", package: viperShell),
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperRuntimeTesting", package: viperShell),
            ]
        ),
        .testTarget(
            name: "TodoShellTests",
            dependencies: [
                "TodoShell",
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "ViperShellTesting", package: viperShell),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
