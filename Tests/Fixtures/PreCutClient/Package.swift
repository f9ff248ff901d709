// swift-tools-version:6.0
import Foundation
import PackageDescription

// A team's package written against viper-shell 0.8.0, the release before the public surface was
// cut, and left as it was: scripts/test builds it against this checkout and fails when it does
// not build or when the build warns about anything but a deprecation. The one change 0.9.0
// asks of it is the platform (0.8.0 said macOS 14, which it never built for).
// The dependency is this repository, three folders up, named after its folder like Examples' is.
let viperShell = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "pre-cut-client",
    platforms: [.macOS("15.4")],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "NotesFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        .executableTarget(
            name: "notes-shell",
            dependencies: [
                "NotesFeature",
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "ViperShellCLI", package: viperShell),
            ]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "NotesFeature",
                .product(name: "ViperRuntime", package: viperShell),
                .product(name: "ViperRuntimeTesting", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
                .product(name: "ViperShellTesting", package: viperShell),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
