import InboxFeature
import Testing
import ViperRuntimeTesting

/// Inbox, whose messages come from a stream endpoint, through `SessionTester`:
/// a stub says what arrives when; the task reading the stream is listening,
/// never stuck; the test ends clean.
@MainActor
@Suite("Inbox: live updates")
struct InboxTests {
    private let alan = Message(id: "m2", from: "Alan Turing", subject: "Lunch?")
    private let grace = Message(id: "m3", from: "Grace Hopper", subject: "Re: Lunch?")

    private func makeTester() throws -> SessionTester {
        try SessionTester(settling: .none) { registry, services in
            try InboxFeature.register(in: registry, services: services, mailboxes: InboxFeature.sampleMailboxes)
        }
    }

    @Test func messagesArriveAtTheirTimesWhileTheInboxListens() throws {
        // given: new mail at 200 ms and 400 ms, then the server ends the updates
        let tester = try makeTester()
        try tester.stub(InboxEndpoints.updates, .yields([(alan, at: .milliseconds(200)), (grace, at: .milliseconds(400))], then: .finishes))
        // when
        try tester.open(Inbox.key) { $0.configure(withMailbox: "personal") }
        try tester.wait(.milliseconds(200))
        // then: the first has come, and the task reading the stream listens for more (not stuck)
        #expect(tester.screenText.contains("1. Alan Turing: Lunch?"))
        #expect(tester.screenText.contains("Waiting for new mail..."))
        #expect(tester.tasks.map(\.waiting) == [.listening("inbox.updates")])
        // when
        try tester.wait(.milliseconds(200))
        // then
        #expect(tester.screenText.contains("2. Grace Hopper: Re: Lunch?"))
        #expect(tester.screenText.contains("No more updates"))
        let subscription = try #require(tester.calls(InboxEndpoints.updates).first)
        #expect(subscription.input == "personal")
        #expect(subscription.elements == [alan, grace])
        #expect(subscription.deliveries.map(\.time) == [.milliseconds(200), .milliseconds(400)])
        #expect(subscription.outcome == .finished(stubbed: true))
        // then: nothing pending, nothing leaked, nothing stuck
        #expect(tester.finish() == nil)
    }

    @Test func aDroppedConnectionSaysWhyAndReconnectListensAgain() throws {
        // given
        let tester = try makeTester()
        try tester.stub(InboxEndpoints.updates, .yields([(alan, at: .milliseconds(100))], then: .fails("connection lost")), times: 1)
        try tester.open(Inbox.key)
        try tester.settle()
        // then
        #expect(tester.screenText.contains("Updates stopped: connection lost"))
        #expect(tester.tasks.isEmpty)
        // when: the real service again, which delivers what the mailbox holds and stays open
        try tester.perform("reconnect")
        try tester.settle()
        // then
        #expect(tester.state["messages"]?.arrayValue?.count == 2)
        #expect(tester.screenText.contains("2. Ada Lovelace: Welcome to the inbox"))
        #expect(tester.calls(InboxEndpoints.updates).map(\.outcome) == [.failed("connection lost", stubbed: true), .open(stubbed: false)])
        // then: the task listening while its inbox is open is neither stuck nor pending work
        #expect(tester.tasks.map(\.waiting) == [.listening("inbox.updates")])
        #expect(tester.pendingWork.isEmpty)
        #expect(tester.finish() == nil)
    }
}
