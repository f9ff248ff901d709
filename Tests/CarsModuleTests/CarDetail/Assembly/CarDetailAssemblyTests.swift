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

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            assembly.assembleModule(in: .forTesting(module: "CarDetail", transitionHandler: handler))
        }
        #expect(problems.isEmpty, "\(problems)")
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
        let tester = try makeCarsTester()
        try tester.open("CarsList")
        try tester.perform("select", "1")
        #expect(tester.session.tracker.liveCountByRole(module: "CarDetail") == [.view: 1, .presenter: 1, .interactor: 1, .router: 1])
        // when
        try tester.back()
        // then
        #expect(tester.session.tracker.liveCount(module: "CarDetail") == 0)
        #expect(tester.session.tracker.liveCount(module: "CarsList") == 5)
    }
}
