import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList router")
struct CarsListRouterTests {
    let handler = TransitionHandlerSpy()
    let router = CarsListRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func openingADetailPushesCarDetailConfiguredWithTheCarAndChainedToTheOutput() throws {
        // given
        let input = CarDetailModuleInputSpy()
        handler.inputToReturn = input
        let output = CarDetailModuleOutputSpy()
        // when
        try router.openCarDetailModule(carId: "c3", output: output)
        // then
        #expect(handler.openings.count == 1)
        #expect(handler.openings.first?.name == "CarDetail")
        #expect(handler.openings.first?.style == .push)
        #expect(handler.openings.first?.output === output)
        #expect(input.configuredIds == ["c3"])
    }

    @Test func openingCreateCarPresentsItChainedToTheOutput() throws {
        // given
        handler.inputToReturn = CreateCarModuleInputSpy()
        let output = CreateCarModuleOutputSpy()
        // when
        try router.openCreateCarModule(output: output)
        // then
        #expect(handler.openings.first?.name == "CreateCar")
        #expect(handler.openings.first?.style == .present)
        #expect(handler.openings.first?.output === output)
    }

    @Test func aModuleWithTheWrongInputIsAnError() {
        // given
        handler.inputToReturn = CreateCarModuleInputSpy()
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
        var handler: TransitionHandlerSpy? = TransitionHandlerSpy()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        // then
        #expect(weakHandler == nil)
        #expect(router.transitionHandler == nil)
    }
}
