import Testing
@testable import CarsModule

@MainActor
@Suite("CarDetail router")
struct CarDetailRouterTests {
    let handler = TransitionHandlerSpy()
    let router = CarDetailRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func closingClosesTheCurrentModule() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeCurrentModuleCount == 1)
        #expect(handler.closeToRootModuleCount == 0)
    }

    @Test func theRouterDoesNotKeepItsTransitionHandler() {
        // given
        var handler: TransitionHandlerSpy? = TransitionHandlerSpy()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        router.closeCurrentModule()
        // then
        #expect(weakHandler == nil && router.transitionHandler == nil)
    }
}
