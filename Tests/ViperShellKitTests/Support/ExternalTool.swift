import Foundation

/// Runs a tool that consumes what viper-shell writes (`prove` for TAP,
/// `xmllint` for JUnit) on a file holding `text`, as CI would.
enum ExternalTool {
    /// What `executable` prints (stdout and stderr together) when run with
    /// `arguments` followed by a file holding `text`, and its exit status.
    static func run(_ executable: String, _ arguments: [String], onFileHolding text: String, named name: String) throws
        -> (status: Int32, text: String)
    {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(name, text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
