import Testing
@testable import CarsModule

@MainActor
@Suite("CreateCar assembly")
struct CreateCarAssemblyTests {
    let handler = TransitionHandlerSpy()
    let assembly = CreateCarAssembly(repository: CarRepositorySpy())

    /// Weak references to every part of one assembled module.
    struct WeakParts {
        weak var view: CreateCarView?
        weak var presenter: CreateCarPresenter?
        weak var interactor: CreateCarInteractor?
        weak var router: CreateCarRouter?
    }

    private func weakParts(of module: AssembledModule) throws -> WeakParts {
        WeakParts(
            view: try #require(module.view as? CreateCarView), presenter: try #require(module.presenter as? CreateCarPresenter),
            interactor: try #require(module.interactor as? CreateCarInteractor), router: try #require(module.router as? CreateCarRouter))
    }

    @Test func everyReferenceIsWiredStrongAndWeakAsTheTableSays() throws {
        // when
        let module = assembly.assembleModule(in: makeContext(module: "CreateCar", handler: handler))
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
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CreateCar", handler: handler))
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
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CreateCar", handler: handler))
        let interactor = try #require(module?.interactor as? CreateCarInteractor)
        let parts = try weakParts(of: try #require(module))
        // when
        module = nil
        // then
        #expect(parts.presenter == nil)
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
        try session.open("CarsList")
        try session.perform("create")
        #expect(session.tracker.liveCountByRole(module: "CreateCar") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try session.back()
        // then
        #expect(session.tracker.liveCount(module: "CreateCar") == 0)
    }
}
