import CarsModule
import Clocks
import ConcurrencyExtras
import Testing

// The scenario's flow as a team tests it without viper-shell: a list model
// and a detail model over a repository that answers after 200 ms on an
// injected clock, driven by a Swift Testing test body with swift-clocks'
// TestClock (`await clock.advance(by:)`), inside `withMainSerialExecutor`
// (swift-concurrency-extras) so that every task runs on the main actor in
// order and `advance` is reliable: the pattern Point-Free's libraries use.

/// The cars, answered after a latency on a clock.
@MainActor
final class PlainCarRepository {
    let clock: any Clock<Duration>
    let cars: [Car]

    init(clock: any Clock<Duration>, cars: [Car]) {
        self.clock = clock
        self.cars = cars
    }

    func allCars() async throws -> [Car] {
        try await clock.sleep(for: .milliseconds(200))
        return cars
    }

    func car(withId id: String) async throws -> Car? {
        try await clock.sleep(for: .milliseconds(200))
        return cars.first { $0.id == id }
    }
}

/// The list: rows of make and model, loading until the repository answers.
@MainActor
final class PlainCarsList {
    let repository: PlainCarRepository
    private(set) var cars: [Car] = []
    private(set) var isLoading = false
    private(set) var detail: PlainCarDetail?
    private var loading: Task<Void, Never>?

    init(repository: PlainCarRepository) {
        self.repository = repository
    }

    var rows: [String] { cars.map { "\($0.make) \($0.model)" } }

    func open() {
        isLoading = true
        loading = Task { [weak self, repository] in
            guard let cars = try? await repository.allCars() else { return }
            self?.cars = cars
            self?.isLoading = false
        }
    }

    func select(_ row: Int) {
        let detail = PlainCarDetail(carId: cars[row - 1].id, repository: repository)
        self.detail = detail
        detail.open()
    }

    func back() {
        detail = nil
    }
}

/// The detail: one car, loading until the repository answers.
@MainActor
final class PlainCarDetail {
    let carId: String
    let repository: PlainCarRepository
    private(set) var car: Car?
    private var loading: Task<Void, Never>?

    init(carId: String, repository: PlainCarRepository) {
        self.carId = carId
        self.repository = repository
    }

    func open() {
        loading = Task { [weak self, repository, carId] in
            self?.car = try? await repository.car(withId: carId)
        }
    }
}

/// The test body: open the list, let 200 ms pass, select the second car, let
/// 200 ms pass, check the detail, go back.
@MainActor
func plainCarsFlow() async {
    await withMainSerialExecutor {
        await plainCarsFlowBody()
    }
}

@MainActor
private func plainCarsFlowBody() async {
    let clock = TestClock()
    let list = PlainCarsList(repository: PlainCarRepository(clock: clock, cars: CarsFeature.builtInCars))
    list.open()
    #expect(list.isLoading)
    await clock.advance(by: .milliseconds(200))
    #expect(list.rows[1] == "Honda Civic")
    list.select(2)
    await clock.advance(by: .milliseconds(200))
    #expect(list.detail?.car?.make == "Honda")
    #expect(list.detail?.car?.model == "Civic")
    list.back()
    #expect(list.detail == nil)
    #expect(list.rows.count == 5)
}
