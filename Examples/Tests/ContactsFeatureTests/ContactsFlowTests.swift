import Testing
import ViperRuntimeTesting
@testable import ContactsFeature

/// Whole flows through a `ViperSession`, as the shell drives them.
@MainActor
@Suite("Contacts flows")
struct ContactsFlowTests {
    /// A session over the sample directory, with the simulated service on the session's clock.
    private func makeSession() throws -> ViperSession {
        let registry = ModuleRegistry()
        let services = SessionServices()
        try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        return ViperSession(registry: registry, services: services)
    }

    private func screen(of session: ViperSession) -> String {
        session.top.map { ScreenRenderer().render($0.makeScreen()) } ?? ""
    }

    @Test func theListShowsLoadingForExactlyTheServicesLatency() throws {
        // given
        let session = try makeSession()
        // when
        try session.open("ContactsList")
        try session.wait(.milliseconds(299))
        // then
        #expect(screen(of: session).contains("Loading contacts..."))
        #expect(session.top?.moduleState()["contacts"] == [])
        // when
        try session.wait(.milliseconds(1))
        // then
        #expect(screen(of: session).contains("1. Ada Lovelace"))
        #expect(!screen(of: session).contains("Loading"))
    }

    @Test func selectPushesTheDetailWhichLoadsTheContact() throws {
        // given
        let session = try makeSession()
        try session.open("ContactsList")
        try session.settle()
        // when
        try session.perform(action: "select", words: ["3"])
        try session.settle()
        // then
        #expect(session.top?.moduleName == "ContactDetail")
        #expect(session.top?.style == .push)
        #expect(session.top?.moduleState()["contact"]?["email"] == "grace@example.com")
        #expect(screen(of: session).hasPrefix("Grace Hopper\n"))
    }

    @Test func aFailedLoadOffersRetryWhichSucceedsOnceTheServiceAnswers() throws {
        // given a service that fails once
        let service = ContactsServiceStub()
        service.failures = [.unknownBook("personal")]
        let registry = ModuleRegistry()
        try ContactsFeature.register(in: registry) { _ in service }
        let session = ViperSession(registry: registry)
        // when
        try session.open("ContactsList")
        try session.settle()
        // then
        #expect(screen(of: session).contains("Could not load contacts: no address book named personal"))
        #expect(session.top?.availableActions.map(\.action.name) == ["select", "refresh", "retry"])
        // when
        try session.perform(action: "retry", words: [])
        try session.settle()
        // then
        #expect(screen(of: session).contains("1. Ada Lovelace"))
        #expect(session.top?.availableActions.map(\.action.name) == ["select", "refresh"])
        #expect(service.calls == [.fetchContacts(book: "personal"), .fetchContacts(book: "personal")])
    }

    @Test func closingAModuleWhileItLoadsLeavesNothingAliveAndLoadsNoMore() throws {
        // given
        let session = try makeSession()
        try session.open("ContactsList")
        try session.settle()
        try session.perform(action: "select", words: ["1"])
        try session.wait(.milliseconds(100))
        // when
        try session.back()
        try session.settle()
        // then
        #expect(session.top?.moduleName == "ContactsList")
        #expect(session.tracker.liveCount(module: "ContactDetail") == 0)
        // when
        session.closeAll()
        // then
        #expect(session.tracker.liveCount() == 0)
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
