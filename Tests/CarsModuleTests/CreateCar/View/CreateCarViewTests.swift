import Testing
import ViperRuntimeTesting
@testable import CarsModule

@MainActor
@Suite("CreateCar view")
struct CreateCarViewTests {
    let output = CreateCarViewOutputSpy()
    let view: CreateCarView

    init() {
        view = CreateCarView(output: output)
    }

    private func perform(_ name: String, _ words: [String] = []) throws {
        try view.performAction(name, words)
    }

    @Test func theFormShowsItsFieldsAndErrors() {
        // given
        view.update(with: CreateCarViewModel(make: "", model: "Rio", trim: "", errors: ["make is required"]))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.title == "New car")
        #expect(screen.fields.map(\.label) == ["Make", "Model", "Trim"])
        #expect(screen.fields.map(\.value) == ["", "Rio", ""])
        #expect(screen.messages.map(\.text) == ["make is required"])
        #expect(screen.messages.map(\.severity) == [.error])
    }

    @Test func fillTakesTheRestOfTheWordsAsText() throws {
        // when
        try perform("fill", ["model", "Model", "3"])
        try perform("fill", ["make", "Tesla"])
        // then
        #expect(output.events == [.fill(.model, "Model 3"), .fill(.make, "Tesla")])
    }

    @Test func fillRefusesAnUnknownField() {
        #expect(throws: ActionArgumentError.self) { try perform("fill", ["colour", "red"]) }
        #expect(output.events.isEmpty)
    }

    @Test func saveAndCancelGoToThePresenter() throws {
        // when
        try perform("save")
        try perform("cancel")
        // then
        #expect(output.events == [.save, .cancel])
    }

    @Test func viewDidLoadIsTheViewReadyEvent() {
        // when
        view.viewDidLoad()
        // then
        #expect(output.events == [.viewReady])
    }

    @Test func fillOffersTheFieldNames() throws {
        #expect(CreateCarView.actions.declarations.map(\.usage) == ["fill <field> <text...>", "save", "cancel"])
        #expect(try view.suggestedValues(forAction: "fill", parameterAt: 0) == ["make", "model", "trim"])
    }
}
