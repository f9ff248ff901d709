import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CarsList router")
struct CarsListRouterTests {
    let handler = RecordingTransitionHandler()
    let router = CarsListRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func openingADetailPushesCarDetailConfiguredWithTheCarAndChainedToTheOutput() throws {
        // given
        let input = CarDetailModuleInputSpy()
        handler.moduleInput = input
        let output = CarDetailModuleOutputSpy()
        // when
        try router.openCarDetailModule(carId: "c3", output: output)
        // then
        #expect(handler.transitions.count == 1)
        #expect(handler.transitions.first?.module == "CarDetail")
        #expect(handler.transitions.first?.style == .push)
        #expect(handler.transitions.first?.output === output)
        #expect(input.configuredIds == ["c3"])
    }

    @Test func openingCreateCarPresentsItChainedToTheOutput() throws {
        // given
        handler.moduleInput = CreateCarModuleInputSpy()
        let output = CreateCarModuleOutputSpy()
        // when
        try router.openCreateCarModule(output: output)
        // then
        #expect(handler.transitions.first?.module == "CreateCar")
        #expect(handler.transitions.first?.style == .present)
        #expect(handler.transitions.first?.output === output)
    }

    @Test func aModuleWithTheWrongInputIsAnError() {
        // given
        handler.moduleInput = CreateCarModuleInputSpy()
        // then
        #expect(throws: ModuleWiringError.self) {
            try router.openCarDetailModule(carId: "c1", output: CarDetailModuleOutputSpy())
        }
    }

    @Test func withoutATransitionHandlerOpeningIsAnError() {
        // given
        router.transitionHandler = nil
        // then
        #expect(throws: TransitionError.frameClosed("CarsList")) {
            try router.openCreateCarModule(output: CreateCarModuleOutputSpy())
        }
    }

    @Test func theRouterDoesNotKeepItsTransitionHandler() {
        // given
        var handler: RecordingTransitionHandler? = RecordingTransitionHandler()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        // then
        #expect(weakHandler == nil)
        #expect(router.transitionHandler == nil)
    }
}
