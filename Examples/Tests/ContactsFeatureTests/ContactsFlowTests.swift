import Testing
import ViperRuntimeTesting
@testable import ContactsFeature

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
        try ContactsFeature.register(in: registry, services: SessionServices(), directory: ContactsFeature.sampleDirectory)
        for name in ContactsFeature.moduleNames {
            let registration = try #require(registry.registration(named: name))
            let problems = ModuleOwnershipCheck.problems {
                registration.assemble(.forTesting(module: name, transitionHandler: handler))
            }
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
