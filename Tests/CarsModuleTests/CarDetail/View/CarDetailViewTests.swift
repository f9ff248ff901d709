import Testing
import ViperRuntimeTesting
@testable import CarsModule

@MainActor
@Suite("CarDetail view")
struct CarDetailViewTests {
    let output = CarDetailViewOutputSpy()
    let view: CarDetailView

    init() {
        view = CarDetailView(output: output)
    }

    @Test func aCarShowsMakeModelTrimAndId() {
        // given
        view.update(with: .car(Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT"), error: nil))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.title == "Ford Mustang")
        #expect(screen.fields.map(\.label) == ["Make", "Model", "Trim", "Id"])
        #expect(screen.fields.map(\.value) == ["Ford", "Mustang", "GT", "c3"])
    }

    @Test func anEmptyTrimIsShownAsNone() {
        // given
        view.update(with: .car(Car(id: "c6", make: "Kia", model: "Rio", trim: ""), error: nil))
        // then
        #expect(view.makeScreen().fields[2].value == "(none)")
    }

    @Test func anUnknownCarSaysCarNotFound() {
        // given
        view.update(with: .notFound(carId: "c9"))
        // when
        let screen = view.makeScreen()
        // then
        #expect(screen.title == "Car")
        #expect(screen.messages.map(\.text) == ["Car not found"])
        #expect(screen.messages.first?.severity == .info)
    }

    @Test func whileLoadingItSaysSoWithTheId() {
        // given
        view.update(with: .loading(carId: "c3"))
        // then
        #expect(view.makeScreen().lines == [.message("Loading car...", severity: .info), .field(label: "Id", value: "c3")])
    }

    @Test func deleteIsUnavailableWhileTheCarLoads() throws {
        // given
        let delete = try CarDetailView.declaredAction(named: "delete")
        view.update(with: .loading(carId: "c3"))
        // then
        #expect(view.unavailableReason(for: delete) == "the car is still loading")
        // when
        view.update(with: .car(Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT"), error: nil))
        // then
        #expect(view.unavailableReason(for: delete) == nil)
    }

    @Test func deleteIsUnavailableWhenThereIsNoCar() throws {
        // given
        let delete = try CarDetailView.declaredAction(named: "delete")
        view.update(with: .notFound(carId: "c99"))
        // then
        #expect(view.unavailableReason(for: delete) == "car c99 not found; nothing to delete")
        // when
        view.update(with: .deleted(carId: "c3"))
        // then
        #expect(view.unavailableReason(for: delete) == "car c3 is already deleted")
    }

    @Test func aFailedReadShowsItsMessageAsAnError() {
        // given
        view.update(with: .failed(carId: "c3", message: "Could not load car: offline"))
        // then
        #expect(view.makeScreen().lines == [.message("Could not load car: offline", severity: .error), .field(label: "Id", value: "c3")])
    }

    @Test func aFailedDeleteIsShownBelowTheCar() {
        // given
        view.update(with: .car(Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT"), error: "Could not delete car: offline"))
        // then
        #expect(view.makeScreen().lines.last == .message("Could not delete car: offline", severity: .error))
    }

    @Test func deleteGoesToThePresenter() throws {
        // when
        try view.performAction("delete")
        // then
        #expect(output.events == [.delete])
    }

    @Test func aRefusedDeleteIsAnError() {
        // given
        output.errorToThrow = ViewActionError("car c9 not found; nothing to delete")
        // then
        #expect(throws: ViewActionError("car c9 not found; nothing to delete")) {
            try view.performAction("delete")
        }
    }

    @Test func viewDidLoadIsTheViewReadyEvent() {
        // when
        view.viewDidLoad()
        // then
        #expect(output.events == [.viewReady])
    }

    @Test func theOnlyActionIsDelete() {
        #expect(CarDetailView.actions.declarations.map(\.usage) == ["delete"])
    }
}
