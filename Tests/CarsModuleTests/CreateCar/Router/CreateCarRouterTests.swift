import Testing
@testable import CarsModule

@MainActor
@Suite("CreateCar router")
struct CreateCarRouterTests {
    let handler = TransitionHandlerSpy()
    let router = CreateCarRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func closingClosesTheCurrentModule() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeCurrentModuleCount == 1)
        #expect(handler.openings.isEmpty)
    }

    @Test func theRouterDoesNotKeepItsTransitionHandler() {
        // given
        var handler: TransitionHandlerSpy? = TransitionHandlerSpy()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        // then
        #expect(weakHandler == nil && router.transitionHandler == nil)
    }
}
