import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CarDetail assembly")
struct CarDetailAssemblyTests {
    let handler = RecordingTransitionHandler()
    let assembly = CarDetailAssembly(repository: CarRepositorySpy())

    @Test func everyReferenceIsWiredStrongAndWeakAsTheTableSays() throws {
        // when
        let module = assembly.assembleModule(in: .forTesting(module: "CarDetail", transitionHandler: handler))
        // then
        let view = try #require(module.view as? CarDetailView)
        let presenter = try #require(module.presenter as? CarDetailPresenter)
        let interactor = try #require(module.interactor as? CarDetailInteractor)
        let router = try #require(module.router as? CarDetailRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
        #expect(module.helpers.isEmpty)
    }

    @Test func droppingTheViewReleasesTheWholeModule() throws {
        // given
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CarDetail", transitionHandler: handler))
        #expect(module?.view is CarDetailView && module?.presenter is CarDetailPresenter)
        #expect(module?.interactor is CarDetailInteractor && module?.router is CarDetailRouter)
        let probe = ModuleReleaseProbe(try #require(module))
        #expect(probe.survivors == ["View", "Presenter", "Interactor", "Router"])
        // when
        module = nil
        // then
        #expect(probe.allReleased, "still alive: \(probe.survivors)")
    }

    @Test func backReferencesAreWeak() throws {
        // given: the interactor is kept, the view (and so the presenter) is not
        var module: AssembledModule? = assembly.assembleModule(in: .forTesting(module: "CarDetail", transitionHandler: handler))
        let interactor = try #require(module?.interactor as? CarDetailInteractor)
        let probe = ModuleReleaseProbe(try #require(module))
        // when
        module = nil
        // then
        #expect(probe.survivors == ["Interactor"])
        #expect(interactor.output == nil)
    }

    @Test func registrationRequiresACarId() {
        // when
        let registration = assembly.makeRegistration()
        // then
        #expect(registration.name == "CarDetail")
        #expect(registration.parameters.map(\.name) == ["carId"])
        #expect(registration.parameters.first?.isRequired == true)
        #expect(throws: RegistryError.missingParameter(module: "CarDetail", parameter: "carId")) {
            try registration.checkParameters([:])
        }
    }

    @Test func closingTheModuleInASessionFreesEveryPart() throws {
        // given
        let session = try makeCarsSession()
        try session.openAndSettle("CarsList")
        try session.perform("select 1")
        #expect(session.tracker.liveCountByRole(module: "CarDetail") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try session.back()
        // then
        #expect(session.tracker.liveCount(module: "CarDetail") == 0)
        #expect(session.tracker.liveCount(module: "CarsList") == 5)
    }
}
