import Testing
import ViperRuntimeTesting
@testable import CarsModule

@MainActor
@Suite("CarsList view")
struct CarsListViewTests {
    let output = CarsListViewOutputSpy()
    let view: CarsListView

    static let fiveRows = CarsFeature.builtInCars.map { "\($0.make) \($0.model)" }

    init() {
        view = CarsListView(output: output)
    }

    private func perform(_ name: String, _ words: [String] = []) throws {
        try view.performAction(name, words)
    }

    @Test func rowsAreNumberedFromOneAndShowMakeAndModel() {
        // given
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: ""))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.title == "Cars")
        #expect(screen.rows.map(\.number) == [1, 2, 3, 4, 5])
        #expect(screen.rows.map(\.text) == ["Toyota Corolla", "Honda Civic", "Ford Mustang", "Tesla Model 3", "BMW 330i"])
        #expect(screen.messages.isEmpty)
    }

    @Test func anEmptyListSaysNoCars() {
        // given
        view.update(with: CarsListViewModel(rows: [], query: ""))
        // then
        #expect(view.makeScreen().lines == [.message("No cars", severity: .info)])
    }

    @Test func aFilteredListShowsItsSearch() {
        // given
        view.update(with: CarsListViewModel(rows: [], query: "kia"))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.fields.map(\.value) == ["kia"])
        #expect(screen.messages.map(\.text) == ["No cars match \"kia\""])
    }

    @Test func selectTellsThePresenterTheRowNumber() throws {
        // given
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: ""))
        // when
        try perform("select", ["3"])
        // then
        #expect(output.events == [.select(row: 3)])
    }

    @Test func aRowNumberBelowOneIsRefusedBeforeThePresenterHearsOfIt() {
        #expect(throws: ActionArgumentError.self) { try perform("select", ["0"]) }
        #expect(throws: ActionArgumentError.self) { try perform("select", ["three"]) }
        #expect(output.events.isEmpty)
    }

    @Test func createSearchAndRefreshGoToThePresenter() throws {
        // when
        try perform("create")
        try perform("search", ["Model", "3"])
        try perform("search")
        try perform("refresh")
        // then
        #expect(output.events == [.create, .search("Model 3"), .search(""), .refresh])
    }

    @Test func whileLoadingWithNoRowsTheListSaysSoInsteadOfNoCars() {
        // given
        view.update(with: CarsListViewModel(rows: [], query: "", notice: "Loading cars..."))
        // then
        #expect(view.makeScreen().lines == [.message("Loading cars...", severity: .info)])
    }

    @Test func aFailedLoadIsShownBelowTheRowsAsAnError() {
        // given
        view.update(with: CarsListViewModel(rows: ["Toyota Corolla"], query: "", error: "Could not load cars: offline"))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.rows.map(\.text) == ["Toyota Corolla"])
        #expect(screen.lines.last == .message("Could not load cars: offline", severity: .error))
    }

    @Test func retryIsOfferedOnlyAfterAFailedLoad() throws {
        // given a loaded list
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: ""))
        // then
        #expect(view.unavailableReason(for: try CarsListView.declaredAction(named: "retry")) == "the last load did not fail")
        // when the next load fails
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: "", error: "Could not load cars: offline"))
        // then
        #expect(view.unavailableReason(for: try CarsListView.declaredAction(named: "retry")) == nil)
        // when
        try perform("retry")
        // then
        #expect(output.events == [.retry])
    }

    @Test func viewDidLoadIsTheViewReadyEvent() {
        // when
        view.viewDidLoad()
        // then
        #expect(output.events == [.viewReady])
    }

    @Test func actionsAreDeclaredWithTheirParameters() {
        #expect(CarsListView.actions.declarations.map(\.usage) == ["select <n>", "create", "search [text...]", "refresh", "retry"])
    }

    @Test func selectSuggestsTheRowNumbers() throws {
        // given
        view.update(with: CarsListViewModel(rows: Array(Self.fiveRows.prefix(3)), query: ""))
        // then
        #expect(try view.suggestedValues(forAction: "select", parameterAt: 0) == ["1", "2", "3"])
    }
}
