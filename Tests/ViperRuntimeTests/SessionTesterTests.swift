import Testing
import ViperRuntime  // not @testable: the tester must be usable from outside the runtime
import ViperRuntimeTesting

/// `SessionTester`: driving a session, settling as configured, typed stubs
/// and calls, the navigation log and fakes, and `finish()` failing the test
/// (at the caller's line) on what a strict run fails on.
@MainActor
@Suite("SessionTester")
struct SessionTesterTests {
    private func library(settling: SessionTester.Settling = .autosettle) throws -> SessionTester {
        try SessionTester(settling: settling) { try LibraryModules.register(in: $0, services: $1) }
    }

    @Test("opens by name, performs, reads the screen and state; a clean session finishes")
    func drivesAndFinishesClean() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("Note", parameters: ["text": "first"])
        try tester.perform("rename", "second")
        #expect(tester.topModuleName == "Note")
        #expect(tester.frameIDs == ["Note#1"])
        #expect(tester.state["text"] == "second")
        #expect(tester.screenText.contains("second"))
        #expect(tester.finish() == nil)
    }

    @Test("opens by typed key, handing the module's input to configure")
    func opensByKey() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open(ModuleKey<any NoteModuleInput>("Note")) { $0.configure(with: "typed") }
        #expect(tester.state["text"] == "typed")
        tester.finish()
    }

    @Test("waiting a negative duration is an error that says so; the clock does not move")
    func negativeWaitIsAnError() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("Note", parameters: ["text": "first"])
        let error = #expect(throws: SessionTester.NegativeDurationError.self) { try tester.wait(.milliseconds(-5)) }
        #expect(error?.duration == .milliseconds(-5))
        #expect(error?.description == "wait -5ms: a duration cannot be negative; the virtual clock only moves forward")
        #expect(tester.session.scheduler.now == .milliseconds(0))
        try tester.wait(.milliseconds(0))
        tester.finish()
    }

    @Test("finish records an issue at the caller's line naming the components a retain cycle keeps alive")
    func finishFailsOnLeakedComponents() throws {
        let tester = SessionTester(registry: try TestRegistry.make())
        try tester.open("LeakyNote")
        var problems: SessionTester.Problems?
        let line = #line + 1
        withKnownIssue { problems = tester.finish() } matching: { $0.sourceLocation?.line == line }
        #expect(problems?.lines.count == 1)
        #expect(problems?.description.hasPrefix("leaked after closing every module: LeakyNote left components alive: ") == true)
        #expect(problems?.description.contains("LeakyNotePresenter x1") == true)
    }

    @Test("finish fails on pending work (a nap not yet run) unless allowed")
    func finishFailsOnPendingWork() throws {
        let tester = SessionTester(registry: try WaiterModule.registry(), settling: .none)
        try tester.open("Waiter")
        try tester.perform("nap")
        #expect(tester.pendingWork.contains { $0.hasPrefix("task Waiter#1 (WaiterInteractor.nap)") })
        #expect(tester.tasks.map(\.label) == ["Waiter#1 (WaiterInteractor.nap)"])
        var problems: SessionTester.Problems?
        withKnownIssue { problems = tester.finish() }
        #expect(problems?.description.hasPrefix("work still pending at the end of the test: ") == true)
        #expect(problems?.description.contains("task Waiter#1 (WaiterInteractor.nap)") == true)

        let allowing = SessionTester(registry: try WaiterModule.registry(), settling: .none)
        try allowing.open("Waiter")
        try allowing.perform("nap")
        #expect(allowing.finish(allowPending: true) == nil)
    }

    @Test("finish fails on a task stuck outside the virtual clock, and on an unexpected call under strict calls")
    func finishFailsOnStuckTasksAndUnexpectedCalls() throws {
        let stuck = try library()
        try stuck.open(Library.key)
        try stuck.perform("stall")
        var problems: SessionTester.Problems?
        withKnownIssue { problems = stuck.finish(allowPending: true) }
        #expect(problems?.lines.first?.hasPrefix("stuck: task Library#1 (action stall) waits outside the virtual clock") == true, "\(problems?.lines ?? [])")

        let strict = try library()
        strict.strictCalls = true
        try strict.open(Library.key)
        withKnownIssue { problems = strict.finish() }
        #expect(problems?.lines == [
            "unexpected call books.list from Library#1 with input \"main\" (strict-calls is on and no stub rule answers it)",
        ])
    }

    @Test("settling: autosettle runs what is due within a second, untilIdle everything, none nothing")
    func settlingPolicies() throws {
        for (settling, naps) in [(SessionTester.Settling.none, "0"), (.autosettle, "1"), (.untilIdle, "1")] {
            let tester = SessionTester(registry: try WaiterModule.registry(), settling: settling)
            try tester.open("Waiter")
            try tester.perform("nap")
            #expect(tester.screenText.contains("Naps: \(naps)"), "\(settling)")
            tester.finish(allowPending: settling == .none)
        }
    }

    @Test("typed stubs answer in place of the service; calls gives each call's input and answer typed")
    func typedStubsAndCalls() throws {
        let tester = try library()
        try tester.stub(LibraryEndpoints.list, .fails("the shelf fell", after: .milliseconds(300)), times: 1)
        try tester.stub(LibraryEndpoints.list, .returns(["x1"]))
        try tester.open(Library.key)
        #expect(tester.screenText.contains("Could not load books: the shelf fell"))
        #expect(tester.now == .milliseconds(300))
        try tester.open(Library.key)
        #expect(tester.state["books"] == ["x1"])
        let calls = tester.calls(LibraryEndpoints.list)
        #expect(calls.map(\.input) == ["main", "main"])
        #expect(calls.map(\.failure) == ["the shelf fell", nil])
        #expect(calls.last?.outcome == .returned(["x1"], stubbed: true))
        #expect(calls.map(\.frame?.description) == ["Library#1", "Library#2"])
        tester.clearStubs()
        try tester.stubEveryEndpoint(.hangs, times: 1)
        try tester.open(Library.key)
        #expect(tester.tasks.map(\.waiting) == [.service("books.list")])
        #expect(tester.calls(LibraryEndpoints.list).last?.outcome == .hanging)
        withKnownIssue { tester.finish() }
    }

    @Test("a typed stream stub delivers its values at their times; the reader is listening meanwhile, not stuck")
    func typedStreamStub() throws {
        let tester = try library(settling: .none)
        try tester.stub(LibraryEndpoints.arrivals, .yields([(Arrival(title: "Dune"), at: .milliseconds(200))], then: .staysOpen))
        try tester.open(Library.key)
        try tester.perform("watch")
        try tester.wait(.milliseconds(250))
        #expect(tester.state["arrivals"] == ["Dune"])
        #expect(tester.tasks.map(\.waiting).contains(.listening("books.arrivals")))
        #expect(tester.calls(LibraryEndpoints.arrivals).first?.elements == [Arrival(title: "Dune")])
        #expect(tester.calls(LibraryEndpoints.arrivals).first?.outcome == .open(stubbed: true))
        #expect(tester.finish() == nil)
    }

    @Test("every request to open or close is logged with its frame, style, input and time; a real open is configured as asked")
    func navigationLog() throws {
        let tester = try library()
        try tester.open(Library.key)
        try tester.perform("read", "2")
        #expect(tester.topModuleName == "Book")
        #expect(tester.state["bookId"] == "b2")
        try tester.perform("return")
        try tester.perform("peek", "b9")
        #expect(tester.state["bookId"] == "b9")
        try tester.back()

        #expect(tester.navigation.map(\.description) == [
            #"100ms  Library#1  push Book  {"bookId":"b2"}  → Book#1"#,
            "100ms  Book#1  close Book",
            #"100ms  Library#1  present Book  {"bookId":"b9"}  → Book#2"#,
        ])
        let opened = tester.requests(toOpen: Book.key)
        #expect(opened.map(\.kind) == [.push, .present])
        #expect(try opened.first?.input(as: [String: String].self) == ["bookId": "b2"])
        #expect(tester.state["returned"] == ["b2"])
        tester.finish()
    }

    @Test("alone: the module's destinations are fakes, which a test sends the output of and closes; leak checks still apply")
    func moduleAlone() throws {
        let tester = try library()
        try tester.open(Library.key, alone: true)
        try tester.perform("read", "3")
        #expect(tester.frameIDs == ["Library#1", "Book#1"])
        let book = try tester.fake(Book.key)
        #expect(book.input == ["bookId": "b3"])
        #expect(book.opener?.description == "Library#1")
        #expect(tester.navigation.last?.isFake == true)
        try book.emit { (output: any BookModuleOutput) in output.didReturnBook(id: "b3") }
        try book.emit("didReturnBook", "b3 again")
        try book.close()
        #expect(tester.frameIDs == ["Library#1"])
        #expect(tester.state["returned"] == ["b3", "b3 again"])
        #expect(tester.navigation.last?.kind == .close)
        #expect(tester.navigation.last?.from.description == "Book#1")
        #expect(throws: (any Error).self) { try tester.fake(Book.key) }
        tester.finish()
    }

    @Test("a fake's mistakes are errors: an unknown event, a payload that does not decode, a module without an input record")
    func fakeMistakes() throws {
        let tester = try library()
        try tester.open(Library.key, alone: true)
        try tester.perform("peek", "b1")
        let book = try tester.fake(Book.key)
        #expect(book.input == ["bookId": "b1"])
        #expect(throws: (any Error).self) { try book.emit("didLoseBook") }
        #expect(throws: (any Error).self) { try book.emit("didReturnBook", 7) }
        #expect(throws: (any Error).self) { try book.emit { (output: any StampModuleInput) in _ = output } }
        try book.close()
        #expect(throws: (any Error).self) { try tester.perform("stamp") }
        #expect(tester.navigation.last?.failure?.hasPrefix("Stamp cannot be faked") == true)
        tester.finish()
    }
}
