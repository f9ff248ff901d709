import Foundation
import Testing

/// What a scenario writes on stderr (its module's own messages, a trap's
/// `Fatal error`) is printed with that scenario: in the order of the scenario
/// list, never interleaved with another scenario's, however many workers run
/// them, so `--jobs 2` prints the same stderr as `--jobs 1`.
@Suite("viper-shell run: each scenario's stderr")
struct RunStandardErrorTests {
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "viper-shell-stderr-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("with --jobs 2, a scenario's stderr is printed whole and in list order, though another worker wrote in the middle of it")
    func stderrStaysWithItsScenario() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Two workers take a and b, then c and d. a writes, waits until c has written, then writes again.
        let scenarios = [
            "a.vsh": "open Talker\nsay a starts\nawait \(folder)/c-spoke\nsay a ends\n",
            "b.vsh": "open Talker\nsay b\n",
            "c.vsh": "open Talker\nsay c\nsignal \(folder)/c-spoke\n",
            "d.vsh": "open Talker\nsay d\n",
        ]
        for (name, text) in scenarios { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }

        let outcome = try BinaryRunner.run(["run", "--jobs", "2", folder], executable: "worker-fixture-shell")

        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stderr == "a starts\na ends\nb\nc\nd\n")
    }

    @Test("a trap's message, written by a worker that then died, is still printed, once for each scenario that trapped")
    func trapMessageStaysWithItsScenario() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for number in 1...6 {
            try "open Fragile\npick \(number % 2 == 0 ? 9 : 1)\n".write(toFile: folder + "/s\(number).vsh", atomically: true, encoding: .utf8)
        }

        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "2", folder], environment: ["SWIFT_BACKTRACE": "enable=no"], executable: "explore-fixture-shell")

        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasSuffix("3 passed, 3 failed\n"))
        #expect(outcome.stderr.components(separatedBy: "Fatal error: Index out of range\n").count == 4, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("rangeSwift"), "two messages run together: \(outcome.stderr)")
    }
}
