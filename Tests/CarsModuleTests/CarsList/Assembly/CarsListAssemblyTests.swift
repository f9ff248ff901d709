import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList assembly")
struct CarsListAssemblyTests {
    let handler = TransitionHandlerSpy()
    let assembly = CarsListAssembly(repository: CarRepositorySpy())

    /// Weak references to every part of one assembled module.
    struct WeakParts {
        weak var view: CarsListView?
        weak var presenter: CarsListPresenter?
        weak var interactor: CarsListInteractor?
        weak var router: CarsListRouter?
        weak var debouncer: Debouncer?
    }

    private func weakParts(of module: AssembledModule) throws -> WeakParts {
        let view = try #require(module.view as? CarsListView)
        let presenter = try #require(module.presenter as? CarsListPresenter)
        return WeakParts(
            view: view, presenter: presenter, interactor: try #require(module.interactor as? CarsListInteractor),
            router: try #require(module.router as? CarsListRouter), debouncer: presenter.searchDebouncer)
    }

    @Test func everyStrongReferenceIsWired() throws {
        // when
        let module = assembly.assembleModule(in: makeContext(module: "CarsList", handler: handler))
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
        let module = assembly.assembleModule(in: makeContext(module: "CarsList", handler: handler))
        // then
        let presenter = try #require(module.presenter as? CarsListPresenter)
        #expect(presenter.view === module.view)
        #expect((module.interactor as? CarsListInteractor)?.output === presenter)
        #expect((module.router as? CarsListRouter)?.transitionHandler === handler)
    }

    @Test func droppingTheViewReleasesTheWholeModule() throws {
        // given
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CarsList", handler: handler))
        let parts = try weakParts(of: try #require(module))
        #expect(parts.view != nil && parts.presenter != nil && parts.interactor != nil && parts.router != nil)
        // when
        module = nil
        // then
        #expect(parts.view == nil)
        #expect(parts.presenter == nil)
        #expect(parts.interactor == nil)
        #expect(parts.router == nil)
        #expect(parts.debouncer == nil)
    }

    @Test func backReferencesAreWeak() throws {
        // given: only the interactor and router are kept, not the view or presenter
        var module: AssembledModule? = assembly.assembleModule(in: makeContext(module: "CarsList", handler: handler))
        let interactor = try #require(module?.interactor as? CarsListInteractor)
        let router = try #require(module?.router as? CarsListRouter)
        let parts = try weakParts(of: try #require(module))
        // when
        module = nil
        // then
        #expect(parts.presenter == nil)
        #expect(interactor.output == nil)
        #expect(router.transitionHandler === handler)
    }

    @Test func registrationNamesTheModuleAndItsActions() {
        // when
        let registration = assembly.makeRegistration()
        // then
        #expect(registration.name == "CarsList")
        #expect(registration.parameters.isEmpty)
        #expect(registration.actions.map(\.name) == ["select", "create", "search", "refresh"])
    }

    @Test func closingTheModuleInASessionFreesEveryPart() throws {
        // given
        let session = try makeCarsSession()
        try session.open("CarsList")
        #expect(session.tracker.liveCountByRole(module: "CarsList") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1, .helper: 1])
        // when
        session.closeAll()
        // then
        #expect(session.tracker.liveCount(module: "CarsList") == 0)
    }
}
