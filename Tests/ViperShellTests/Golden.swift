import Foundation
import Testing

/// Golden files under `Tests/ViperShellTests/Goldens/`: what the binary
/// prints or writes, byte for byte.
///
/// `scripts/update-goldens` rewrites them (and the runtime's) from the current
/// output with `UPDATE_GOLDENS=1`, then checks them; read the diff before committing.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Expects `text` to equal the golden file `name`.
    static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8), "missing golden file \(name)", sourceLocation: sourceLocation)
        #expect(text == expected, "differs from Goldens/\(name)", sourceLocation: sourceLocation)
    }

    /// Every golden file whose name ends with `suffix`, with its text.
    static func files(endingWith suffix: String) throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(suffix) }.sorted().map {
            ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
        }
    }
}
