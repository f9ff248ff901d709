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

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            assembly.assembleModule(in: .forTesting(module: "CreateCar", transitionHandler: handler))
        }
        #expect(problems.isEmpty, "\(problems)")
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
        let tester = try makeCarsTester()
        try tester.open("CarsList")
        try tester.perform("create")
        #expect(tester.session.tracker.liveCountByRole(module: "CreateCar") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try tester.back()
        // then
        #expect(tester.session.tracker.liveCount(module: "CreateCar") == 0)
    }
}
