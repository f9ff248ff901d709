import Foundation
import Testing
@testable import ViperShellEngine

/// The mapped journal against the plain one that writes each step with `write(2)`.
@Suite("The crash journal: mapped into memory, it holds what one written step by step holds")
struct StepJournalTests {
    /// The file's bytes as any reader sees them now.
    private func contents(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// `bytes` without the newlines at its end past `text`'s length, or nil
    /// when anything but newlines follows or the text is not at its start.
    private func text(of bytes: [UInt8], expectedLength: Int) -> [UInt8]? {
        guard bytes.count >= expectedLength, bytes[expectedLength...].allSatisfy({ $0 == 0x0A }) else { return nil }
        return Array(bytes[..<expectedLength])
    }

    @Test("after every call, over walks long enough to grow the file and shorter ones after, the mapped file is the written text then newlines only")
    func mappedHoldsWhatWrittenHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mapped = try StepJournal(path: folder.path + "/mapped.vsh")
        let written = try StepJournal(path: folder.path + "/written.vsh", mapping: false)
        #if os(Linux)
        #expect(mapped.isMapped)
        #endif
        #expect(!written.isMapped)

        var checks = 0
        func compare() throws {
            let plain = try contents(written.path)
            let shared = try contents(mapped.path)
            #expect(text(of: shared, expectedLength: plain.count) == plain)
            checks += 1
        }
        // A short walk, one that grows the file past its first size twice, then short ones again.
        let walks: [[String]] = [
            ["open CarsList", "select 2", "expect error \"no row 9\"", "stub cars.fetch hangs times 1", "back"],
            (0..<3_000).map { "fill \"\(String(repeating: "x", count: $0 % 97))\" café🚗 \($0)" },
            ["open PostFeed"],
            [],
            ["open CarsList", "wait 2s"],
        ]
        for (number, walk) in walks.enumerated() {
            for journal in [mapped, written] { journal.begin(header: ["walk \(number + 1)", "seed 7"]) }
            try compare()
            for line in walk {
                for journal in [mapped, written] { journal.record(line) }
                if number != 1 || line.hasSuffix(" 2999") || line.hasSuffix(" 700") { try compare() }
            }
            try compare()
        }
        #expect(checks > 10)
        #expect(try contents(mapped.path).count >= 4 * StepJournal.initialCapacity, "the long walk grew the mapped file")

        mapped.discard()
        written.discard()
        #expect(!folder.exists("mapped.vsh") && !folder.exists("written.vsh"))
    }

    @Test("the file another process reads holds the step as soon as it is recorded")
    func readableAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journal = try StepJournal(path: folder.path + "/crash-journal.vsh")
        journal.begin(header: ["walk 1"])
        journal.record("open CarsList")
        journal.record("select 3")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [journal.path]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        let read = String(decoding: output, as: UTF8.self)
        #expect(read.hasPrefix("# walk 1\nopen CarsList\nselect 3\n"))
        #expect(read.dropFirst("# walk 1\nopen CarsList\nselect 3\n".count).allSatisfy { $0 == "\n" })
        journal.discard()
    }
}
