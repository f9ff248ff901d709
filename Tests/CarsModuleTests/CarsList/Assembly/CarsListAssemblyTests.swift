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

    @Test func droppingTheViewReleasesTheWholeModule() throws {
        // given
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CarsList", transitionHandler: handler))
        #expect(module?.view is CarsListView && module?.presenter is CarsListPresenter)
        #expect(module?.interactor is CarsListInteractor && module?.router is CarsListRouter)
        #expect(module?.helpers.first === (module?.presenter as? CarsListPresenter)?.searchDebouncer)
        let probe = ModuleReleaseProbe(try #require(module))
        #expect(probe.survivors == ["View", "Presenter", "Interactor", "Router", "Helper"])
        // when
        module = nil
        // then
        #expect(probe.allReleased, "still alive: \(probe.survivors)")
    }

    @Test func backReferencesAreWeak() throws {
        // given: only the interactor and router are kept, not the view or presenter
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CarsList", transitionHandler: handler))
        let interactor = try #require(module?.interactor as? CarsListInteractor)
        let router = try #require(module?.router as? CarsListRouter)
        let probe = ModuleReleaseProbe(try #require(module))
        // when
        module = nil
        // then
        #expect(probe.survivors == ["Interactor", "Router"])
        #expect(interactor.output == nil)
        #expect(router.transitionHandler === handler)
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
        let session = try makeCarsSession()
        try session.openAndSettle("CarsList")
        #expect(session.tracker.liveCountByRole(module: "CarsList") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1, .helper: 1])
        // when
        session.closeAll()
        // then
        #expect(session.tracker.liveCount(module: "CarsList") == 0)
    }
}
