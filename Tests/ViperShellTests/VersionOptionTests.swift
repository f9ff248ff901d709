import Foundation
import Testing

/// `viper-shell --version` through the binary.
@Suite("--version")
struct VersionOptionTests {
    /// The version the executable declares: `let viperShellVersion = "…"` in its main.swift.
    static func declaredVersion() throws -> String? {
        let main = try String(
            contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Sources/viper-shell/main.swift"), encoding: .utf8)
        return main.firstMatch(of: /let viperShellVersion = "([^"]+)"/).map { String($0.1) }
    }

    @Test("--version prints the declared version alone on stdout and exits 0")
    func printsTheDeclaredVersion() throws {
        let declared = try #require(try Self.declaredVersion(), "main.swift declares viperShellVersion")
        let outcome = try BinaryRunner.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == declared + "\n")
        #expect(outcome.stderr.isEmpty)
    }
}
