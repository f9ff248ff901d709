import Foundation

/// Runs the built `viper-shell` binary, from the package root, and captures what it does.
struct BinaryRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process was ended by a signal (then `status` is the signal's number).
        var endedBySignal = false
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The package root, from this file's path (Tests/ViperShellTests/BinaryRunner.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: next to the test bundle (SwiftPM builds it there for `swift test`),
    /// else in the package's .build/debug.
    static let binary: URL? = {
        let fileManager = FileManager.default
        var folders: [URL] = []
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("viper-shell") }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the binary with `arguments`, feeding `input` on stdin (a pipe, so not a terminal);
    /// `environment` is added to the test's own. `executable` names another
    /// executable of the package, built next to `viper-shell`. It runs in the
    /// package's root folder unless `workingDirectory` names another.
    static func run(
        _ arguments: [String], input: String = "", inputBytes: [UInt8]? = nil, environment: [String: String] = [:],
        executable: String? = nil, workingDirectory: URL? = nil
    ) throws -> Outcome {
        guard var binary else { throw CocoaError(.fileNoSuchFile) }
        if let executable { binary = binary.deletingLastPathComponent().appendingPathComponent(executable) }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viper-shell-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("stdin")
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        try Data(inputBytes ?? Array(input.utf8)).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = workingDirectory ?? packageRoot
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outputFile, encoding: .utf8),
            stderr: try String(contentsOf: errorFile, encoding: .utf8),
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }
}
