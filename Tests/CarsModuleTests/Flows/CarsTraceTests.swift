import Testing
import ViperRuntime
import ViperRuntimeTesting
@testable import CarsModule

/// The Cars feature is traced: each method that crosses a VIPER layer starts with `trace()`.
@MainActor
@Suite("Cars tracing")
struct CarsTraceTests {
    private func traceLines(of tester: SessionTester) -> [String] {
        TraceTextFormat.text(of: tester.session.trace.log).split(separator: "\n").map(String.init)
    }

    @Test("refresh goes view → presenter → view (loading) and → interactor, whose task calls cars.fetchAll and answers presenter → view 200 ms later")
    func refreshHops() throws {
        let tester = try makeCarsTester()
        try tester.open("CarsList")
        tester.session.trace.start()

        try tester.perform("refresh")

        #expect(traceLines(of: tester) == [
            "[    200ms] action    Shell → CarsList#1 View: refresh",
            "[    200ms] hop       CarsList#1 View → Presenter: didTriggerRefreshEvent()",
            "[    200ms] hop       CarsList#1 Presenter → View: update(with:)",
            "[    200ms] hop       CarsList#1 Presenter → Interactor: obtainCars()",
            "[    200ms] task      CarsList#1 Interactor: task started: CarsListInteractor.obtainCars",
            "[    200ms] state     CarsList#1 Presenter: state changed: loading",
            "[    200ms] hop       CarsList#1 Interactor → cars.fetchAll: call null",
            "[    400ms] hop       cars.fetchAll → CarsList#1 Interactor: returned",
            "[    400ms] hop       CarsList#1 Interactor → Presenter: didObtainCars(_:)",
            "[    400ms] hop       CarsList#1 Presenter → View: update(with:)",
            "[    400ms] task      CarsList#1 Interactor: task ended: CarsListInteractor.obtainCars",
            "[    400ms] state     CarsList#1 Presenter: state changed: loading",
        ])
        tester.finish()
    }

    @Test("select goes view → presenter → router, then opens CarDetail")
    func selectHops() throws {
        let tester = try makeCarsTester()
        try tester.open("CarsList")
        tester.session.trace.start()

        try tester.perform("select", "2")

        let lines = traceLines(of: tester)
        #expect(Array(lines.prefix(3)) == [
            "[    200ms] action    Shell → CarsList#1 View: select 2",
            "[    200ms] hop       CarsList#1 View → Presenter: didSelectRow(_:)",
            "[    200ms] hop       CarsList#1 Presenter → Router: openCarDetailModule(carId:output:)",
        ])
        #expect(tester.session.top?.moduleName == "CarDetail")
    }
}
