import Testing
@testable import ContactsFeature
import ViperRuntimeTesting

/// The interactor over the feature's own simulated service, on a virtual
/// clock: its endpoints are stubbed where a test needs a failure, so no
/// hand-written service double is needed.
@MainActor
@Suite("ContactsList interactor")
struct ContactsListInteractorTests {
    let scheduler = VirtualScheduler()
    let services: SessionServices
    let output = ContactsListInteractorOutputSpy()
    let interactor: ContactsListInteractor

    init() throws {
        services = SessionServices(scheduler: scheduler)
        try ContactsEndpoints.declare(in: services)
        interactor = ContactsListInteractor(service: SimulatedContactsService(directory: ContactsFeature.sampleDirectory, services: services))
        interactor.output = output
    }

    @Test func obtainsTheBooksContactsInATaskOfItsOwn() throws {
        // when
        scheduler.capturingTasks { interactor.obtainContacts(inBook: "work") }
        // then: nothing yet, the task has not run
        #expect(output.obtained.isEmpty)
        // when
        try scheduler.runUntilIdle()
        // then
        #expect(output.obtained.map { $0.map(\.id) } == [["w1", "w2"]])
        #expect(services.endpoints.calls(of: ContactsEndpoints.list).map(\.input) == ["work"])
    }

    @Test func aFailureIsReportedWithWhy() throws {
        // given
        try services.endpoints.stub(ContactsEndpoints.list, .fails("the address book server is down"))
        // when
        scheduler.capturingTasks { interactor.obtainContacts(inBook: "family") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.failures == ["the address book server is down"])
        #expect(output.obtained.isEmpty)
    }

    @Test func theSimulatedServiceAnswersAfterItsLatencyOnTheVirtualClock() throws {
        // given
        let simulated = ContactsListInteractor(
            service: simulatedService())
        simulated.output = output
        // when
        scheduler.capturingTasks { simulated.obtainContacts(inBook: "personal") }
        try scheduler.advance(by: .milliseconds(299))
        // then
        #expect(output.obtained.isEmpty)
        // when
        try scheduler.advance(by: .milliseconds(1))
        // then
        #expect(output.obtained.first?.count == 3)
    }

    @Test func askingAgainCancelsTheLoadUnderWay() throws {
        // given
        let simulated = ContactsListInteractor(
            service: simulatedService())
        simulated.output = output
        scheduler.capturingTasks { simulated.obtainContacts(inBook: "personal") }
        try scheduler.advance(by: .milliseconds(100))
        // when
        scheduler.capturingTasks { simulated.obtainContacts(inBook: "work") }
        try scheduler.runUntilIdle()
        // then: only the second load answers, 300 ms after it started
        #expect(output.obtained.map { $0.map(\.id) } == [["w1", "w2"]])
        #expect(scheduler.now == .milliseconds(400))
    }

    @Test func theInteractorDoesNotKeepItsOutput() {
        // given
        var output: ContactsListInteractorOutputSpy? = ContactsListInteractorOutputSpy()
        interactor.output = output
        weak let weakOutput = output
        // when
        output = nil
        // then
        #expect(weakOutput == nil && interactor.output == nil)
    }

    /// The simulated service as ContactsFeature builds it, from a module's context outside a session.
    private func simulatedService() -> SimulatedContactsService {
        let context = ModuleContext.forTesting(module: "ContactsList", transitionHandler: RecordingTransitionHandler(), scheduler: scheduler)
        return SimulatedContactsService(
            directory: ContactsFeature.sampleDirectory, services: context.services)
    }
}
