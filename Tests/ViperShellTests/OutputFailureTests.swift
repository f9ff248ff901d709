import Foundation
import Testing

/// a failed write to stdout is a failure; a closed pipe stops the
/// output quietly and the run still writes its JUnit file.
@Suite("Writing to stdout fails")
struct OutputFailureTests {
    private struct Outcome {
        var status: Int32
        var stderr: String
    }

    /// Runs the binary in the package root with `stdout` as its standard output.
    private static func run(_ arguments: [String], stdout: FileHandle) throws -> Outcome {
        guard let binary = BinaryRunner.binary else { throw CocoaError(.fileNoSuchFile) }
        let errorPipe = Pipe()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = BinaryRunner.packageRoot
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = errorPipe
        try process.run()
        let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
        return Outcome(status: process.terminationStatus, stderr: String(decoding: errors, as: UTF8.self))
    }

    @Test("run > /dev/full exits 1 with one message on stderr")
    func fullDevice() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let outcome = try Self.run(["run", "Tests/Scenarios/posts"], stdout: full)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "viper-shell: cannot write to standard output: No space left on device\n")
    }

    @Test("a closed pipe stops the output quietly and the JUnit file is still written")
    func closedPipe() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-pipe-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let outcome = try Self.run(["run", "Tests/Scenarios/posts", "--junit", folder + "/x.xml"], stdout: pipe.fileHandleForWriting)

        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let junit = try String(contentsOfFile: folder + "/x.xml", encoding: .utf8)
        #expect(junit.contains("<testsuite"))
        #expect(junit.contains("</testsuites>") || junit.contains("</testsuite>"))
    }
}
