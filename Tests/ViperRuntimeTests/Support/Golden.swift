import Foundation
import Testing

/// Golden files under `Tests/ViperRuntimeTests/Goldens/`: expected output, byte for byte.
///
/// Run the tests with `UPDATE_GOLDENS=1` to rewrite them from the current
/// output, then read the diff before committing.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// Expects `text` to equal the golden file `name`.
    static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8), "missing golden file \(name)", sourceLocation: sourceLocation)
        #expect(text == expected, sourceLocation: sourceLocation)
    }
}
