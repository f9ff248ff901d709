import Foundation
import Testing

/// An interrupt (Ctrl-C, SIGTERM, closing the terminal) stops `explore` at its
/// next step: it prints the report of the steps it took, says it was
/// interrupted, exits 1, and removes its crash journal, so the next
/// exploration into the same folder runs.
@Suite("viper-shell explore: interrupted")
struct ExploreInterruptTests {
    @Test("a signal stops explore with a report, exit 1 and no journal left; the next explore into the folder runs",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptedExploreCleansUp(signal: Int32) throws {
        let folder = NSTemporaryDirectory() + "viper-shell-explore-int-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/crash-journal.vsh"

        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["explore", "--steps", "100000000", "--seed", "5", "--out", folder]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The signal goes once explore is walking: its journal is there (checked, not waited on for a set time).
        let started = ContinuousClock.now
        while !FileManager.default.fileExists(atPath: journal) && ContinuousClock.now - started < .seconds(60) {
            usleep(10_000)
        }
        #expect(FileManager.default.fileExists(atPath: journal))
        // An explore that ignores the signal is killed, which fails the test instead of hanging it.
        let giveUp = DispatchWorkItem { kill(process.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: giveUp)
        defer { giveUp.cancel() }
        kill(process.processIdentifier, signal)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Before: killed by the signal, no report, and the journal left behind.
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stdout.hasPrefix("explore: seed 5, "), "\(stdout)")
        #expect(stderr.hasPrefix("explore: interrupted after "), "\(stderr)")
        #expect(stderr.hasSuffix(" of 100000000 steps; the report covers them\n"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: journal))

        let again = try BinaryRunner.run(["explore", "--steps", "20", "--seed", "5", "--out", folder])
        #expect(again.status == 0, "\(again.stderr)")
    }
}
