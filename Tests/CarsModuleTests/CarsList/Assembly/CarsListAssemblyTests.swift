import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CarsList assembly")
struct CarsListAssemblyTests {
    let handler = RecordingTransitionHandler()
    let assembly = CarsListAssembly(repository: CarRepositorySpy())

    @Test func everyStrongReferenceIsWired() throws {
        // when
        let module = assembly.assembleModule(in: .forTesting(module: "CarsList", transitionHandler: handler))
        // then
        let view = try #require(module.view as? CarsListView)
        let presenter = try #require(module.presenter as? CarsListPresenter)
        let interactor = try #require(module.interactor as? CarsListInteractor)
        let router = try #require(module.router as? CarsListRouter)
        #expect(view.output === presenter)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(module.helpers.count == 1 && module.helpers.first === presenter.searchDebouncer)
        #expect(presenter.searchDebouncer.interval == .milliseconds(300))
    }

    @Test func everyWeakReferenceIsWired() throws {
        // when
        let module = assembly.assembleModule(in: .forTesting(module: "CarsList", transitionHandler: handler))
        // then
        let presenter = try #require(module.presenter as? CarsListPresenter)
        #expect(presenter.view === module.view)
        #expect((module.interactor as? CarsListInteractor)?.output === presenter)
        #expect((module.router as? CarsListRouter)?.transitionHandler === handler)
    }

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            assembly.assembleModule(in: .forTesting(module: "CarsList", transitionHandler: handler))
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func registrationNamesTheModuleAndItsActions() {
        // when
        let registration = assembly.makeRegistration()
        // then
        #expect(registration.name == "CarsList")
        #expect(registration.parameters.isEmpty)
        #expect(registration.actions.map(\.name) == ["select", "create", "search", "refresh", "retry"])
    }

    @Test func closingTheModuleInASessionFreesEveryPart() throws {
        // given
        let tester = try makeCarsTester()
        try tester.open("CarsList")
        #expect(tester.session.tracker.liveCountByRole(module: "CarsList") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1, .helper: 1])
        // then: closing everything leaves nothing alive and nothing pending
        tester.finish()
    }
}
