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

    @Test func aStreamThatStartsLateOrFailsLaterSaysSoAtItsTime() throws {
        // given: the first subscription's real source starts 300 ms after the call, the second fails 500 ms after it
        let tester = try makeTester()
        try tester.stub(InboxEndpoints.updates, .delay(.milliseconds(300)), times: 1)
        try tester.stub(InboxEndpoints.updates, .fails("the server restarted", after: .milliseconds(500)), times: 1)
        // when
        try tester.open(Inbox.key)
        try tester.wait(.milliseconds(299))
        // then
        #expect(!tester.screenText.contains("Ada Lovelace"))
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(tester.screenText.contains("1. Ada Lovelace: Welcome to the inbox"))
        // when: a second inbox subscribes again, and its stream fails at its time
        try tester.open(Inbox.key)
        try tester.wait(.milliseconds(500))
        // then
        #expect(tester.screenText.contains("Updates stopped: the server restarted"))
        #expect(tester.calls(InboxEndpoints.updates).map(\.outcome).last == .failed("the server restarted", stubbed: true))
        tester.finish(allowPending: true)
    }

    @Test func aRuleWrittenAsAScriptWritesItFeedsTheStream() throws {
        // given: the rule `stub inbox.updates yields {...} at 100ms, then finishes` makes, built by hand
        let tester = try makeTester()
        let script = StubStreamScript(
            deliveries: [StubStreamScript.Delivery(value: ["id": "m9", "from": "Edsger Dijkstra", "subject": "Go to"], at: .milliseconds(100))],
            end: .finishes)
        try tester.services.endpoints.add(StubRule(endpoint: "inbox.updates", behaviour: .yields(script), times: 1))
        // when
        try tester.open(Inbox.key)
        try tester.settle()
        // then
        #expect(tester.screenText.contains("1. Edsger Dijkstra: Go to"))
        #expect(tester.screenText.contains("No more updates"))
        #expect(tester.calls(InboxEndpoints.updates).first?.deliveries.map(\.time) == [.milliseconds(100)])
        #expect(tester.finish() == nil)
    }

    @Test func aServiceOfItsOwnFinishesItsStreamOrHearsThatItsReaderStopped() throws {
        // given: a service of the test's own, whose stream delivers one message, then finishes for
        // the mailbox `archive` and stays open for any other, noting when its reader stops reading
        let stops = StopLog()
        let tester = try SessionTester(settling: .none) { registry, services in
            try InboxFeature.register(in: registry, services: services) { context in
                ArchiveService(services: context.services, stops: stops)
            }
        }
        // when
        try tester.open(Inbox.key) { $0.configure(withMailbox: "archive") }
        try tester.settle()
        // then: it finished, so nobody listens and nothing stops later
        #expect(tester.screenText.contains("1. The archive: Old news"))
        #expect(tester.screenText.contains("No more updates"))
        #expect(tester.tasks.isEmpty)
        // when: an open stream, then its module closes
        try tester.open(Inbox.key) { $0.configure(withMailbox: "personal") }
        try tester.settle()
        #expect(tester.tasks.map(\.waiting) == [.listening("inbox.updates")])
        #expect(stops.mailboxes.isEmpty)
        // then: closing cancels the reader's task, and the source hears it
        #expect(tester.finish() == nil)
        #expect(stops.mailboxes == ["personal"])
    }
}

/// The mailboxes whose streams' readers stopped reading, in order.
@MainActor
private final class StopLog {
    var mailboxes: [String] = []
}

/// An inbox service whose stream delivers one old message, then finishes
/// for `archive` and stays open for any other mailbox; it notes in `stops`
/// when a reader stops before the stream ended.
@MainActor
private struct ArchiveService: InboxService {
    let services: SessionServices
    let stops: StopLog

    func updates(of mailbox: String) -> ServiceStream<Message> {
        services.stream(InboxEndpoints.updates, mailbox) { [stops] feed in
            feed.onTermination { stops.mailboxes.append(mailbox) }
            feed.yield(Message(id: "a1", from: "The archive", subject: "Old news"))
            if mailbox == "archive" { feed.finish() }
        }
    }
}
