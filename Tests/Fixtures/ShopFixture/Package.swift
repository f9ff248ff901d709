// swift-tools-version:6.0
import Foundation
import PackageDescription

// A fixture for explore, outside the package: a small shop feature with three
// bugs teams ship (a stale list after going back before a save answers, an
// order submitted twice, a failed first load without `retry`), each seen by an
// invariant the feature declares, and `shop-shell`, the shell over it.
// `SHOP_BUGS=none` runs it with the bugs fixed. scripts/explore-races explores it.
//
// It depends on viper-shell by path and uses only its products. SwiftPM names a
// path dependency after its folder: the folder three levels up, whatever the clone is called.
let viperShell = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "shop-fixture",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "ShopFeature", dependencies: [.product(name: "ViperRuntime", package: viperShell)]),
        .target(
            name: "ShopShell",
            dependencies: ["ShopFeature", .product(name: "ViperShellKit", package: viperShell)]
        ),
        .executableTarget(
            name: "shop-shell",
            dependencies: [
                "ShopShell",
                .product(name: "ViperShellCLI", package: viperShell),
                .product(name: "ViperShellKit", package: viperShell),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
