import Testing
@testable import CarsModule
import ViperRuntimeTesting

@MainActor
@Suite("CreateCar router")
struct CreateCarRouterTests {
    let handler = RecordingTransitionHandler()
    let router = CreateCarRouter()

    init() {
        router.transitionHandler = handler
    }

    @Test func closingClosesTheCurrentModule() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeCurrentCount == 1)
        #expect(handler.transitions.isEmpty)
    }

    @Test func theRouterDoesNotKeepItsTransitionHandler() {
        // given
        var handler: RecordingTransitionHandler? = RecordingTransitionHandler()
        router.transitionHandler = handler
        weak let weakHandler = handler
        // when
        handler = nil
        // then
        #expect(weakHandler == nil && router.transitionHandler == nil)
    }
}
