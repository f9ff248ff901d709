import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `viper-shell run` over a folder it may not list fails, naming the folder,
/// instead of passing with the folder's scenarios silently left out. As root
/// (as CI often runs) the binary is started without the capabilities that
/// let root read any folder, so the case is checked there too.
@Suite("viper-shell run: a folder that cannot be listed")
struct RunUnlistableFolderTests {
    private static let setpriv = "/usr/bin/setpriv"
    private static var canRunUnprivileged: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    @Test("run over a folder holding an unreadable one fails it with 'Permission denied', exit 1",
          .enabled(if: canRunUnprivileged, "root needs setpriv to give up reading every folder"))
    func unreadableFolderFailsTheRun() throws {
        guard let binary = BinaryRunner.binary else { throw CocoaError(.fileNoSuchFile) }
        let folder = NSTemporaryDirectory() + "viper-shell-unlistable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: true)
        defer {
            chmod(folder + "/locked", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try "open CarsList\nexpect top CarsList\n".write(toFile: folder + "/ok.vsh", atomically: true, encoding: .utf8)
        try "open CarsList\nexpect top CarDetail\n".write(toFile: folder + "/locked/hidden.vsh", atomically: true, encoding: .utf8)
        try #require(chmod(folder + "/locked", 0o000) == 0)

        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: Self.setpriv)
            process.arguments = ["--bounding-set=-dac_override,-dac_read_search", binary.path, "run", folder]
        } else {
            process.executableURL = binary
            process.arguments = ["run", folder]
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        #expect(stdout == """
            FAIL \(folder)/locked
                \(folder)/locked: cannot be read: Permission denied
            PASS \(folder)/ok.vsh
            1 passed, 1 failed

            """, "\(stdout)")
    }
}
