/// A `CarRepository` that answers through another one after a fixed latency
/// on a clock, as a repository over a network would: screens show their
/// loading state, and scenarios can pin the time an answer arrives.
///
/// The assemblies wrap the feature's store in one per module, with the clock
/// of the module's context (the session's virtual clock in the shell); an app
/// passes its own clock. Cancelling the calling task while it waits throws
/// `CancellationError` and leaves the store unchanged.
@MainActor
public final class DelayedCarRepository: CarRepository {
    /// How long every call takes: well inside the shell's autosettle horizon
    /// (1 s), so a user sees the answer right after a command, even when one
    /// command waits for two calls (a delete and the list's reload).
    public static let latency = Duration.milliseconds(200)

    let base: any CarRepository
    let clock: any Clock<Duration>
    let latency: Duration

    /// Answers through `base` after `latency` on `clock`.
    public init(base: any CarRepository, clock: any Clock<Duration>, latency: Duration = DelayedCarRepository.latency) {
        self.base = base
        self.clock = clock
        self.latency = latency
    }

    // MARK: - CarRepository

    public func createCar(from draft: CarDraft) async throws -> Car {
        try await clock.sleep(for: latency)
        return try await base.createCar(from: draft)
    }

    public func obtainAllCars() async throws -> [Car] {
        try await clock.sleep(for: latency)
        return try await base.obtainAllCars()
    }

    public func obtainCar(withId id: String) async throws -> Car? {
        try await clock.sleep(for: latency)
        return try await base.obtainCar(withId: id)
    }

    public func updateCar(_ car: Car) async throws {
        try await clock.sleep(for: latency)
        try await base.updateCar(car)
    }

    public func deleteCar(withId id: String) async throws {
        try await clock.sleep(for: latency)
        try await base.deleteCar(withId: id)
    }
}
