import Testing
import ViperRuntime
@testable import CarsModule

/// The Cars feature is traced: each method that crosses a VIPER layer starts with `trace()`.
@MainActor
@Suite("Cars tracing")
struct CarsTraceTests {
    private func traceLines(of session: ViperSession) -> [String] {
        TraceTextFormat.text(of: session.trace.log).split(separator: "\n").map(String.init)
    }

    @Test("refresh goes view → presenter → interactor → presenter → view")
    func refreshHops() throws {
        let session = try makeCarsSession()
        try session.open("CarsList")
        session.trace.start()

        try session.perform("refresh")

        #expect(traceLines(of: session) == [
            "[      0ms] action    Shell → CarsList#1 View: refresh",
            "[      0ms] hop       CarsList#1 View → Presenter: didTriggerRefreshEvent()",
            "[      0ms] hop       CarsList#1 Presenter → Interactor: obtainCars(matching:)",
            "[      0ms] hop       CarsList#1 Interactor → Presenter: didObtainCars(_:)",
            "[      0ms] hop       CarsList#1 Presenter → View: update(with:)",
        ])
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("select goes view → presenter → router, then opens CarDetail")
    func selectHops() throws {
        let session = try makeCarsSession()
        try session.open("CarsList")
        session.trace.start()

        try session.perform("select 2")

        let lines = traceLines(of: session)
        #expect(Array(lines.prefix(3)) == [
            "[      0ms] action    Shell → CarsList#1 View: select 2",
            "[      0ms] hop       CarsList#1 View → Presenter: didSelectRow(_:)",
            "[      0ms] hop       CarsList#1 Presenter → Router: openCarDetailModule(carId:output:)",
        ])
        #expect(session.top?.moduleName == "CarDetail")
    }
}
