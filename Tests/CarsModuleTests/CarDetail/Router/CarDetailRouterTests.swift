import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CarDetail router")
struct CarDetailRouterTests {
    let handler = RecordingTransitionHandler()
    let router = CarDetailRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func closingClosesTheCurrentModule() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeCurrentCount == 1)
        #expect(handler.closeToRootCount == 0)
    }

    @Test func theRouterDoesNotKeepItsTransitionHandler() {
        // given
        var handler: RecordingTransitionHandler? = RecordingTransitionHandler()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        router.closeCurrentModule()
        // then
        #expect(weakHandler == nil && router.transitionHandler == nil)
    }
}
