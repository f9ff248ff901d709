import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CreateCar assembly")
struct CreateCarAssemblyTests {
    let handler = RecordingTransitionHandler()
    let assembly = CreateCarAssembly(repository: CarRepositorySpy())

    @Test func everyReferenceIsWiredStrongAndWeakAsTheTableSays() throws {
        // when
        let module = assembly.assembleModule(in: .forTesting(module: "CreateCar", transitionHandler: handler))
        // then
        let view = try #require(module.view as? CreateCarView)
        let presenter = try #require(module.presenter as? CreateCarPresenter)
        let interactor = try #require(module.interactor as? CreateCarInteractor)
        let router = try #require(module.router as? CreateCarRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
    }

    @Test func droppingTheViewReleasesTheWholeModule() throws {
        // given
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CreateCar", transitionHandler: handler))
        #expect(module?.view is CreateCarView && module?.presenter is CreateCarPresenter)
        #expect(module?.interactor is CreateCarInteractor && module?.router is CreateCarRouter)
        let probe = ModuleReleaseProbe(try #require(module))
        #expect(probe.survivors == ["View", "Presenter", "Interactor", "Router"])
        // when
        module = nil
        // then
        #expect(probe.allReleased, "still alive: \(probe.survivors)")
    }

    @Test func backReferencesAreWeak() throws {
        // given: the interactor is kept, the view (and so the presenter) is not
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CreateCar", transitionHandler: handler))
        let interactor = try #require(module?.interactor as? CreateCarInteractor)
        let probe = ModuleReleaseProbe(try #require(module))
        // when
        module = nil
        // then
        #expect(probe.survivors == ["Interactor"])
        #expect(interactor.output == nil)
    }

    @Test func registrationNamesTheModuleAndItsActions() {
        // when
        let registration = assembly.makeRegistration()
        // then
        #expect(registration.name == "CreateCar")
        #expect(registration.parameters.isEmpty)
        #expect(registration.actions.map(\.name) == ["fill", "save", "cancel"])
    }

    @Test func closingTheModuleInASessionFreesEveryPart() throws {
        // given
        let session = try makeCarsSession()
        try session.openAndSettle("CarsList")
        try session.perform("create")
        #expect(session.tracker.liveCountByRole(module: "CreateCar") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try session.back()
        // then
        #expect(session.tracker.liveCount(module: "CreateCar") == 0)
    }
}
