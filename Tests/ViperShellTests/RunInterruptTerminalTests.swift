import Foundation
import Testing

/// Ctrl-C typed at a terminal during `run`: the terminal echoes `^C` where the
/// cursor is, at the start of a line after the last result; the summary then
/// starts on the next line instead of after the echo (`^C0 passed, 0 failed`).
@Suite("viper-shell run: Ctrl-C on a terminal")
struct RunInterruptTerminalTests {
    @Test("the summary after ^C starts on a line of its own")
    func summaryOnItsOwnLine() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-ctrl-c-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = (1...4).map { folder + "/c\($0).vsh" }
        for path in scenarios { try "open CarsList\nexpect top CarsList\n".write(toFile: path, atomically: true, encoding: .utf8) }
        let executable = try #require(BinaryRunner.binary?.deletingLastPathComponent().appendingPathComponent("worker-fixture-shell").path)
        var environment = ProcessInfo.processInfo.environment
        environment["VIPER_SHELL_TEST_WORKER_STALL"] = scenarios[0]
        environment["CI"] = nil
        let terminal = try InteractivePseudoTerminal(
            executable: executable, arguments: ["run", "--jobs", "2", folder], environment: environment)
        try terminal.waitFor("worker stalled before \(scenarios[0])")
        terminal.type("\u{03}")
        #expect(try terminal.waitForExit() == 1)
        // As a terminal shows it: a carriage return starts the line again (the progress line is
        // redrawn and erased with one), so each piece between returns and newlines is a line.
        let lines = terminal.plainOutput.replacingOccurrences(of: "\r", with: "\n").split(separator: "\n").map(String.init)
        #expect(lines.contains("0 passed, 0 failed"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("^C") && $0.count > 2 }, "\(lines)")
    }
}
