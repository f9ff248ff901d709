import Foundation
import Testing
@testable import ViperRuntime
import ViperRuntimeTesting

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

    @Test("the dump has the documented shape")
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

    /// A session with a root Note and `notes` more pushed on it.
    private func deepSession(notes: Int) throws -> ViperSession {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        for _ in 0..<notes { try root.openModule("Note", as: NoteModuleInput.self, style: .push) }
        return session
    }

    /// The chunks `writeDump` hands over, joined, and how many there were.
    private func streamedDump(of session: ViperSession) -> (text: String, chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        session.writeDump { (chunk: UnsafeBufferPointer<UInt8>) in
            bytes.append(contentsOf: chunk)
            chunks += 1
        }
        return (String(decoding: bytes, as: UTF8.self), chunks)
    }

    @Test("the streamed dump has the bytes of the dump's text, embedded children included")
    func streamedMatchesText() throws {
        let session = try scriptedSession()

        let streamed = streamedDump(of: session)

        #expect(streamed.text == session.dumpText())
        #expect(streamed.text.contains("\"embedded\" : [\n"))
    }

    @Test("the streamed dump of an empty stack has the bytes of the dump's text")
    func streamedEmptyStack() throws {
        let session = try TestRegistry.session()

        let streamed = streamedDump(of: session)

        #expect(streamed.text == session.dumpText())
        #expect(streamed.text.contains("\"stack\" : []\n}\n"))
    }

    @Test("a deep streamed dump comes in several chunks with the bytes of the dump's text")
    func streamedDeepDumpInChunks() throws {
        let session = try deepSession(notes: 2_000)

        let streamed = streamedDump(of: session)

        #expect(streamed.chunks > 1)
        #expect(streamed.text == session.dumpText())
    }

    @Test("a sink's error stops the streamed dump and is thrown")
    func streamedDumpStopsAtSinkError() throws {
        struct Full: Error {}
        let session = try deepSession(notes: 2_000)
        var calls = 0

        #expect(throws: Full.self) {
            try session.writeDump { (_: UnsafeBufferPointer<UInt8>) throws(Full) in
                calls += 1
                throw Full()
            }
        }
        #expect(calls == 1)
    }

    /// Deep stacks (100,000 frames) are timed by `viper-bench deep-dump`; this
    /// checks the structure a deep dump relies on, on a stack 51 deep.
    @Test("a deep stack dumps every frame in order, and writing it in chunks gives the text's bytes")
    func deepDump() throws {
        let session = try TestRegistry.session()
        try session.open("Note")
        let root = try #require(session.top)
        for _ in 0..<50 { try root.openModule("Note", as: NoteModuleInput.self, style: .push) }

        let stack = try #require(session.dump()["stack"]?.arrayValue)
        #expect(stack.count == 51)
        #expect(stack.map { $0["id"]?.stringValue } == (1...51).map { "Note#\($0)" })
        #expect(stack.map { $0["index"]?.integerValue } == Array(0...50))
        let text = session.dumpText()
        #expect(text.contains("\"id\" : \"Note#51\""))
        #expect(streamedDump(of: session).text == text)
    }

    /// The text and the streamed dump write frames straight to bytes; the
    /// value (`dump()`) is built member by member. Both must give the same bytes.
    private func expectTextIsEncodedValue(_ session: ViperSession, widths: [Int] = [80, 20], sourceLocation: SourceLocation = #_sourceLocation) {
        for width in widths {
            let encoded = JSONTextEncoder(pretty: true).encode(session.dump(width: width)) + "\n"
            #expect(session.dumpText(width: width) == encoded, "width \(width)", sourceLocation: sourceLocation)
            var streamed: [UInt8] = []
            session.writeDump(width: width) { (chunk: UnsafeBufferPointer<UInt8>) in streamed.append(contentsOf: chunk) }
            #expect(String(decoding: streamed, as: UTF8.self) == encoded, "width \(width)", sourceLocation: sourceLocation)
        }
    }

    @Test("the dump's text and its streamed bytes are the encoded dump value: embedded children, slots, escapes, wrapping")
    func textIsEncodedValue() throws {
        let session = try TestRegistry.session()
        expectTextIsEncodedValue(session)
        try session.open("Board")
        try session.perform(action: "push", words: ["a \"quoted\" \\ line that is long enough to wrap at twenty columns"])
        try session.perform(action: "present", words: ["bidi \u{202E}reversed\u{202C}, C1 \u{85}, tab\t, ESC \u{1B}[31m, café, 🙂"])
        try session.perform(action: "present", words: [""])
        session.scheduler.schedule(after: .milliseconds(250)) {}
        try session.settle()

        expectTextIsEncodedValue(session)
        #expect(session.dumpText().contains(#""slot" : "main""#))
    }

    @Test("a fake frame's dump text is its encoded value, with \"fake\" : true")
    func fakeFrameTextIsEncodedValue() throws {
        let tester = try SessionTester { try LibraryModules.register(in: $0, services: $1) }
        try tester.open(Library.key, alone: true)
        try tester.perform("read", "3")

        expectTextIsEncodedValue(tester.session)
        #expect(tester.session.dumpText().contains(#""fake" : true"#))
        try tester.fake(Book.key).close()
        tester.finish()
    }
}
