import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList view")
struct CarsListViewTests {
    let output = CarsListViewOutputSpy()
    let view: CarsListView

    static let fiveRows = CarsFeature.builtInCars.map { CarViewModel(id: $0.id, title: "\($0.make) \($0.model)") }

    init() {
        view = CarsListView(output: output)
    }

    private func perform(_ name: String, _ words: [String] = []) throws {
        let action = try #require(CarsListView.actions.first { $0.name == name })
        try view.perform(action, with: ActionArguments.check(words, against: action))
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

    @Test func selectTellsThePresenterWhichCar() throws {
        // given
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: ""))
        // when
        try perform("select", ["3"])
        // then
        #expect(output.events == [.select("c3")])
    }

    @Test func selectingPastTheEndIsAnError() {
        // given
        view.update(with: CarsListViewModel(rows: Self.fiveRows, query: ""))
        // then
        #expect(throws: ViewActionError("no row 9; the list has 5 rows")) { try perform("select", ["9"]) }
        #expect(output.events.isEmpty)
    }

    @Test func selectingInAnEmptyListIsAnError() {
        #expect(throws: ViewActionError("no row 1; the list is empty")) { try perform("select", ["1"]) }
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

    @Test func viewDidLoadIsTheViewReadyEvent() {
        // when
        view.viewDidLoad()
        // then
        #expect(output.events == [.viewReady])
    }

    @Test func actionsAreDeclaredWithTheirParameters() {
        #expect(CarsListView.actions.map(\.usage) == ["select <n>", "create", "search [text...]", "refresh"])
    }

    @Test func selectSuggestsTheRowNumbers() {
        // given
        view.update(with: CarsListViewModel(rows: Array(Self.fiveRows.prefix(3)), query: ""))
        // then
        #expect(view.suggestedValues(for: CarsListView.selectAction.parameters[0], of: CarsListView.selectAction) == ["1", "2", "3"])
    }
}
