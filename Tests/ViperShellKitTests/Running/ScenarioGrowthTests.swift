import Testing
import ViperRuntime
@testable import ViperShellEngine

/// What a scenario run keeps as it goes, besides its timeline, is bounded:
/// what it printed, and the transcript its failure artifacts replay; and the
/// journal a recording starts from is bounded in a session.
@MainActor
@Suite("Scenario output, transcript and recording journal: bounded")
struct ScenarioGrowthTests {
    /// A script that prints 512 KiB 40 times: 20 MiB.
    private static let loudScript = "let a = xxxxxxxxxxxxxxxx\n" + String(repeating: "let a = ${a}${a}\n", count: 15)
        + "open Books\n" + String(repeating: "echo ${a}\n", count: 40) + "expect top Nowhere\n"

    @Test("a scenario keeps at most 16 MiB of what it printed, then says the rest was not kept")
    func outputIsBounded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("loud.vsh", Self.loudScript)
        let result = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        // Before, all 20 MiB were kept.
        #expect(result.output.utf8.count <= ScenarioOptions.outputLimit + 100)
        #expect(result.output.hasSuffix("(what the scenario printed past 16 MiB is not kept)\n"))
        #expect(result.failures.count == 1, "the scenario ran to its end")
    }

    @Test("the transcript of failure artifacts keeps 16 MiB of commands, then says how many it left out")
    func transcriptIsBounded() throws {
        var transcript = TranscriptRecorder()
        let line = String(repeating: "c", count: 1 << 20)
        for number in 1...20 { transcript.record(line, at: SourceLocation(file: "t.vsh", line: number)) }
        #expect(transcript.text.utf8.count <= TranscriptRecorder.limit + 200)
        #expect(transcript.text.hasSuffix("# 5 more commands ran and are not in this transcript: it keeps 16 MiB\n"))
    }

    @Test("a recording started after more lines than the journal holds in memory still begins with every one, in order")
    func journalBeyondMemoryIsWhole() throws {
        let harness = try Harness(mode: .batch)
        // 4,000 lines of about 40 bytes: 160 KB, past the 64 KiB kept in memory, so most come back from its file.
        let lines = (0..<4_000).map { "let v\($0 % 50) = value-\($0)-" + String(repeating: "z", count: 20) }
        harness.run(lines.joined(separator: "\n") + "\n", name: "<stdin>")
        #expect(harness.failures.isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        harness.run("record \(folder.path)/r.vsh\nrecord stop\n", name: "<stdin>")
        #expect(harness.failures.isEmpty)
        let recorded = try folder.read("r.vsh").split(separator: "\n").map(String.init)
        #expect(recorded.filter { $0.hasPrefix("let v") } == lines)
    }

    @Test("the journal a recording starts from keeps 16 MiB of lines; past it, record says it cannot start from here")
    func journalIsBounded() throws {
        let harness = try Harness(mode: .batch)
        // 300 lines of 60,000 bytes: 18 MB of commands, each kept as typed.
        harness.run(String(repeating: "let b = " + String(repeating: "y", count: 60_000) + "\n", count: 300), name: "<stdin>")
        #expect(harness.failures.isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        harness.run("record \(folder.path)/r.vsh", name: "<stdin>")
        #expect(harness.failures.map(\.message) == [
            "record: the commands since the session began are over 16 MiB, more than a recording's setup keeps; "
                + "start recording earlier, or in a fresh session",
        ])
        #expect(!folder.exists("r.vsh"))
    }
}
