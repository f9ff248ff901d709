import Foundation
import Testing
import TodoShell
import ViperShellKit

/// The Todo shell's own `export` command, run as a scenario runs it: a file
/// parameter resolved from the script's folder, a checked whole number, free
/// text, and what it reads (the session's top frame, the contacts directory
/// found by its type in the session's services, a script variable, a setting).
@MainActor
@Suite("export, a command of the Todo shell's own")
struct ExportCommandTests {
    @Test("it writes the contacts, the open frame, the width, the note and the author into a file beside the script")
    func writesTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("export.vsh", """
            let author = Ada
            set width 60
            open ContactsList
            export out.txt 2 for the team
            """)

        let result = ScriptRunner(configuration: .todoShell).runScenario(atPath: script)

        #expect(result.passed, "\(result.summaryText)")
        #expect(result.output == "exported 2 contacts to out.txt\n")
        #expect(try folder.read("out.txt") == """
            # Contacts

            - Ada Lovelace, 555-0101
            - Alan Turing, 555-0102

            Open: ContactsList#1
            Width: 60
            Note: for the team
            By: Ada

            """)
    }

    @Test("its arguments are checked before it runs: a count of 0 is refused with the usage")
    func checksItsArguments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("bad.vsh", "export out.txt 0\n")

        let result = ScriptRunner(configuration: .todoShell).runScenario(atPath: script)

        #expect(!result.passed)
        #expect(result.summaryText.contains("export: <count> must be 1 or more, not 0 (usage: export <file> <count> [note...])"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.txt"))
    }
}

/// A folder of its own under the temporary folder, removed by the test.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "todo-shell-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder and returns the file's path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
