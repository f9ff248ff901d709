import Testing
@testable import CarsModule

@MainActor
@Suite("CarDetail assembly")
struct CarDetailAssemblyTests {
    let handler = TransitionHandlerSpy()
    let assembly = CarDetailAssembly(repository: CarRepositorySpy())

    /// Weak references to every part of one assembled module.
    struct WeakParts {
        weak var view: CarDetailView?
        weak var presenter: CarDetailPresenter?
        weak var interactor: CarDetailInteractor?
        weak var router: CarDetailRouter?
    }

    private func weakParts(of module: AssembledModule) throws -> WeakParts {
        WeakParts(
            view: try #require(module.view as? CarDetailView), presenter: try #require(module.presenter as? CarDetailPresenter),
            interactor: try #require(module.interactor as? CarDetailInteractor), router: try #require(module.router as? CarDetailRouter))
    }

    @Test func everyReferenceIsWiredStrongAndWeakAsTheTableSays() throws {
        // when
        let module = assembly.assembleModule(in: makeContext(module: "CarDetail", handler: handler))
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
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CarDetail", handler: handler))
        let parts = try weakParts(of: try #require(module))
        // when
        module = nil
        // then
        #expect(parts.view == nil)
        #expect(parts.presenter == nil)
        #expect(parts.interactor == nil)
        #expect(parts.router == nil)
    }

    @Test func backReferencesAreWeak() throws {
        // given: the interactor is kept, the view (and so the presenter) is not
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CarDetail", handler: handler))
        let interactor = try #require(module?.interactor as? CarDetailInteractor)
        let parts = try weakParts(of: try #require(module))
        // when
        module = nil
        // then
        #expect(parts.presenter == nil)
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
        try session.open("CarsList")
        try session.perform("select 1")
        #expect(session.tracker.liveCountByRole(module: "CarDetail") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try session.back()
        // then
        #expect(session.tracker.liveCount(module: "CarDetail") == 0)
        #expect(session.tracker.liveCount(module: "CarsList") == 5)
    }
}
