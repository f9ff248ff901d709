import Foundation
import Testing

/// `dump` through the binary: the dump streamed to stdout (chunk by chunk,
/// never held whole) has the bytes of the dump streamed into a file.
@Suite("dump through the binary")
struct DumpOutputTests {
    @Test("dump to stdout writes the bytes dump FILE writes")
    func stdoutMatchesFile() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-dump-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let outcome = try BinaryRunner.run([], input: "open CarsList\nselect 1\ndump\ndump \(folder)/dump.json\n")

        #expect(outcome.status == 0, "\(outcome.stderr)")
        let file = try String(contentsOfFile: folder + "/dump.json", encoding: .utf8)
        // Autosettle waited for the list (200 ms) and then the detail (200 ms) to load.
        #expect(file.hasPrefix("{\n  \"clock_ms\" : 400,\n"))
        #expect(file.contains("\"id\" : \"CarDetail#"))
        #expect(outcome.stdout.hasSuffix(file))
    }
}
