// swift-tools-version:6.0
import PackageDescription

// The start-up reference of scripts/bench: a hello-world built exactly as the
// shipped viper-shell is (scripts/release-flags, with this product in place of
// viper-shell), so the two differ only in what they do.
let package = Package(
    name: "hello",
    targets: [.executableTarget(name: "hello")]
)
