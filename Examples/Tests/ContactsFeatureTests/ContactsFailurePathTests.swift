import ContactsFeature
import Testing
import ViperRuntimeTesting

/// The Contacts failure paths tested in Swift, each once, through
/// `SessionTester` stubs on the feature's endpoints (the others are in
/// `Tests/Scenarios/contacts_failures.vsh` and `contacts_errors.vsh`): no
/// hand-written service double, the same rules a script writes.
@MainActor
@Suite("Contacts failure paths")
struct ContactsFailurePathTests {
    private func makeTester() throws -> SessionTester {
        try SessionTester { registry, services in
            try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        }
    }

    @Test func aDetailThatFailsToLoadSaysWhyAndRetryLoadsIt() throws {
        // given
        let tester = try makeTester()
        try tester.stub(ContactsEndpoints.fetch, .fails("the address book server is down"), times: 1)
        // when
        try tester.open(ContactDetail.key) { $0.configure(withContactId: "p1") }
        // then
        #expect(tester.screenText.contains("Could not load contact: the address book server is down"))
        #expect(tester.session.top?.availableActions.map(\.action.name).contains("retry") == true)
        // when
        try tester.perform("retry")
        // then
        #expect(tester.screenText.hasPrefix("Ada Lovelace\n"))
        #expect(tester.calls(ContactsEndpoints.fetch).map(\.input) == ["p1", "p1"])
        #expect(tester.calls(ContactsEndpoints.fetch).last?.output?.email == "ada@example.com")
        tester.finish()
    }

    @Test func aSlowListShowsThatItIsLoadingUntilTheAnswerArrives() throws {
        // given: the list's answer arrives 5 s after the call, past the autosettle horizon
        let tester = try makeTester()
        try tester.stub(ContactsEndpoints.list, .returns([Contact(id: "z1", name: "Zed Shaw", phone: "555-0199", email: "zed@example.com")], after: .seconds(5)))
        // when
        try tester.open(ContactsList.key)
        // then
        #expect(tester.screenText.contains("Loading contacts..."))
        #expect(tester.tasks.map(\.waiting) == [.service("contacts.list")])
        // when
        try tester.wait(.milliseconds(4999))
        // then
        #expect(tester.screenText.contains("Loading contacts..."))
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(tester.screenText.contains("1. Zed Shaw"))
        tester.finish()
    }

    @Test func aListThatNeverAnswersKeepsLoadingAndClosingItLeavesNothingBehind() throws {
        // given
        let tester = try makeTester()
        try tester.stub(ContactsEndpoints.list, .hangs)
        // when
        try tester.open(ContactsList.key)
        try tester.wait(.seconds(60))
        // then: waiting on the service, not stuck
        #expect(tester.screenText.contains("Loading contacts..."))
        #expect(tester.tasks.map(\.waiting) == [.service("contacts.list")])
        #expect(tester.calls(ContactsEndpoints.list).map(\.outcome) == [.hanging])
        // then: closing the list cancels its load (the interactor's deinit), and nothing is left
        tester.finish(allowPending: true)
        #expect(tester.calls(ContactsEndpoints.list).map(\.outcome) == [.cancelled])
    }

    @Test func rulesOnTheSessionsEndpointsAnswerAsTheTestersDo() throws {
        // given: rules added on the session's endpoints themselves, typed or as a script writes them;
        // the clock moves only when the test says so
        let tester = try SessionTester(settling: .none) { registry, services in
            try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        }
        let endpoints = tester.services.endpoints
        try endpoints.stub(ContactsEndpoints.list, .delay(.seconds(2)), times: 1)
        try endpoints.add(StubRule(endpoint: "contacts.fetch", behaviour: .fails("the server is slow"), after: .milliseconds(700), times: 1))
        // when
        try tester.open(ContactsList.key)
        try tester.wait(.milliseconds(1999))
        // then: the answer arrives 2 s after the call, whatever the service's own latency
        #expect(tester.screenText.contains("Loading contacts..."))
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(tester.screenText.contains("1. Ada Lovelace"))
        #expect(endpoints.calls(of: ContactsEndpoints.list).count == 1)
        // when
        try tester.open(ContactDetail.key) { $0.configure(withContactId: "p2") }
        try tester.wait(.milliseconds(699))
        // then
        #expect(tester.screenText.contains("Loading contact..."))
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(tester.screenText.contains("Could not load contact: the server is slow"))
        // when: a rule for every endpoint, then the endpoint's own and all of them cleared
        try endpoints.stubEveryEndpoint(.hangs, times: 1)
        try endpoints.stub(ContactsEndpoints.fetch, .returns(Contact(id: "p2", name: "Alan", phone: "-", email: "-")))
        endpoints.clearStubs(of: ContactsEndpoints.fetch)
        // then
        #expect(endpoints.rules.map(\.endpoint) == ["*"])
        // when
        endpoints.clearAllStubs()
        try tester.stub(ContactsEndpoints.list, .hangs)
        tester.clearStubs()
        // then
        #expect(endpoints.rules.isEmpty)
        tester.finish()
    }

    @Test func whenEveryServiceIsDownBothScreensSayWhy() throws {
        // given
        let tester = try makeTester()
        try tester.stubEveryEndpoint(.fails("the network is down"))
        // when
        try tester.open(ContactsList.key)
        // then
        #expect(tester.screenText.contains("Could not load contacts: the network is down"))
        // when
        try tester.open(ContactDetail.key) { $0.configure(withContactId: "w1") }
        // then
        #expect(tester.screenText.contains("Could not load contact: the network is down"))
        #expect(tester.calls(ContactsEndpoints.list).count == 1)
        #expect(tester.calls(ContactsEndpoints.fetch).count == 1)
        tester.finish()
    }
}
