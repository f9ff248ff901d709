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
