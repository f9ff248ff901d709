import ContactsFeature
import Testing
import ViperRuntimeTesting

/// Whole flows through a `SessionTester`, as the shell drives them; the clock
/// moves only when a test says so (`wait`, `settle`). The failure paths are in
/// `ContactsFailurePathTests` and the scenarios, each once.
@MainActor
@Suite("Contacts flows")
struct ContactsFlowTests {
    /// A tester over the sample directory, with the simulated service on the tester's clock.
    private func makeTester() throws -> SessionTester {
        try SessionTester(settling: .none) { registry, services in
            try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        }
    }

    @Test func theListShowsLoadingForExactlyTheServicesLatency() throws {
        // given
        let tester = try makeTester()
        // when
        try tester.open("ContactsList")
        try tester.wait(.milliseconds(299))
        // then
        #expect(tester.screenText.contains("Loading contacts..."))
        #expect(tester.state["contacts"] == [])
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(tester.screenText.contains("1. Ada Lovelace"))
        #expect(!tester.screenText.contains("Loading"))
    }

    @Test func aLoadUnderWayIsALiveTaskAndPendingWorkOfTheSession() throws {
        // given a source of pending work of the test's own, beside the session's
        let tester = try makeTester()
        tester.session.pendingWorkSources.append { [.other("reminder: call Ada")] }
        // when
        try tester.open("ContactsList")
        try tester.wait(.milliseconds(100))
        // then the list's task waits in its call, and the session holds it, the call and the reminder
        #expect(tester.session.tasks.map(\.label) == ["ContactsList#1 (ContactsListInteractor.obtainContacts)"])
        #expect(tester.session.tasks.map(\.waiting) == [.service("contacts.list")])
        #expect(tester.session.pendingWork.items.map(\.description) == [
            "clock sleeper due at 300ms",
            "task ContactsList#1 (ContactsListInteractor.obtainContacts) waiting: service contacts.list",
            "call contacts.list from ContactsList#1 pending",
            "reminder: call Ada",
        ])
        // when
        try tester.settle()
        tester.session.pendingWorkSources.removeAll()
        // then
        #expect(tester.session.tasks.isEmpty)
        #expect(tester.session.pendingWork.isEmpty)
        tester.finish()
    }

    @Test func selectPushesTheDetailWhichLoadsTheContact() throws {
        // given
        let tester = try makeTester()
        try tester.open("ContactsList")
        try tester.settle()
        // when
        try tester.perform("select", "3")
        try tester.settle()
        // then
        #expect(tester.topModuleName == "ContactDetail")
        #expect(tester.session.top?.style == .push)
        #expect(tester.state["contact"]?["email"] == "grace@example.com")
        #expect(tester.screenText.hasPrefix("Grace Hopper\n"))
    }

    @Test func closingAModuleWhileItLoadsLeavesNothingAliveAndLoadsNoMore() throws {
        // given
        let tester = try makeTester()
        try tester.open("ContactsList")
        try tester.settle()
        try tester.perform("select", "1")
        try tester.wait(.milliseconds(100))
        // when
        try tester.back()
        try tester.settle()
        // then
        #expect(tester.topModuleName == "ContactsList")
        #expect(tester.session.tracker.liveCount(module: "ContactDetail") == 0)
        // then: closing everything leaves nothing alive and nothing pending
        tester.finish()
    }

    @Test func theListAloneAsksForTheDetailOfTheSelectedContact() throws {
        // given: ContactsList alone, so ContactDetail is a fake
        let tester = try makeTester()
        try tester.open(ContactsList.key, alone: true)
        try tester.settle()
        // when
        try tester.perform("select", "2")
        // then
        let request = try #require(tester.requests(toOpen: ContactDetail.key).last)
        #expect(request.kind == .push)
        #expect(request.input == ["contactId": "p2"])
        #expect(request.isFake)
        #expect(try tester.fake(ContactDetail.key).opener?.description == "ContactsList#1")
        #expect(tester.calls(ContactsEndpoints.fetch).isEmpty)
        tester.finish()
    }

    @Test func bothModulesFollowTheOwnershipRules() throws {
        let handler = RecordingTransitionHandler()
        let registry = ModuleRegistry()
        let services = SessionServices()
        try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        for name in ContactsFeature.moduleNames {
            let registration = try #require(registry.registration(named: name))
            let problems = ModuleOwnershipCheck.problems {
                registration.assemble(.forTesting(module: name, transitionHandler: handler, services: services))
            }
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
