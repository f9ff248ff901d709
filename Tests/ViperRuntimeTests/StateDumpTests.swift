import Foundation
import Testing
@testable import ViperRuntime

@MainActor
@Suite("State dump")
struct StateDumpTests {
    private func scriptedSession() throws -> ViperSession {
        let session = try TestRegistry.session()
        try session.open("Board")
        try session.perform(action: "push", words: ["pushed"])
        try session.perform(action: "present", words: ["presented \u{1B}[31m"])
        session.scheduler.schedule(after: .milliseconds(250)) {}
        try session.settle()
        return session
    }

    @Test("the same steps give byte-identical dumps")
    func deterministic() throws {
        let first = try scriptedSession().dumpText()
        let second = try scriptedSession().dumpText()

        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
        #expect(!first.contains("\u{1B}"))
    }

    @Test("the dump has the shape of SPEC §6")
    func shape() throws {
        let dump = try scriptedSession().dump()

        #expect(dump["schema"] == "viper-shell/dump@1")
        #expect(dump["clock_ms"] == 250)
        let stack = try #require(dump["stack"]?.arrayValue)
        #expect(stack.map { $0["id"] } == ["Board#1", "Note#2", "Note#3"])
        #expect(stack.map { $0["style"] } == ["root", "push", "present"])
        #expect(stack.map { $0["index"] } == [0, 1, 2])
        #expect(stack[0]["embedded"]?.arrayValue?.first?["id"] == "Note#1")
        #expect(stack[0]["embedded"]?.arrayValue?.first?["style"] == "embed")
        #expect(stack[1]["screen"]?["title"] == "Note")
        #expect(stack[1]["screen"]?["lines"]?.arrayValue?.contains("Text: pushed") == true)
        #expect(stack[2]["state"]?["text"] == "presented \u{1B}[31m")
        #expect(Set(stack[1].objectValue?.keys ?? []) == ["embedded", "id", "index", "module", "screen", "state", "style"])
        let text = try scriptedSession().dumpText()
        #expect(text.hasPrefix("{\n  \"clock_ms\" : 250,\n  \"schema\" : \"viper-shell/dump@1\",\n  \"stack\" : [\n"))
    }

    @Test("a stack 100,000 deep dumps")
    func deepDump() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        for _ in 0..<100_000 { try root.openModule("Note", as: NoteModuleInput.self, style: .push) }

        let text = session.dumpText()

        #expect(text.contains("\"id\" : \"Note#100001\""))
    }
}
