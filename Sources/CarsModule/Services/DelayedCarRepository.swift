import ViperRuntime

/// A `CarRepository` that answers through another one after a fixed latency
/// on a clock, as a repository over a network would: screens show their
/// loading state, and scenarios can pin the time an answer arrives.
///
/// Every call goes through the feature's endpoints (`CarsEndpoints`) in the
/// session's services, on behalf of the module whose code calls, so a script can make
/// it fail, slow down or hang (`stub cars.fetchAll fails "offline"`), and
/// `calls` lists it. The assemblies wrap the feature's store in one per
/// module, with the services and clock of the module's context.
/// Cancelling the calling task while it waits throws `CancellationError` and
/// leaves the store unchanged.
@MainActor
public final class DelayedCarRepository: CarRepository {
    /// How long every call takes: well inside the shell's autosettle horizon
    /// (1 s), so a user sees the answer right after a command, even when one
    /// command waits for two calls (a delete and the list's reload).
    public static let latency = Duration.milliseconds(200)

    let base: any CarRepository
    let services: SessionServices
    let latency: Duration
    var clock: VirtualClock { services.clock }

    /// Answers through `base` after `latency` on the services' clock, calling
    /// through their endpoints on behalf of the module whose code calls.
    public init(
        base: any CarRepository, services: SessionServices, latency: Duration = DelayedCarRepository.latency
    ) {
        self.base = base
        self.services = services
        self.latency = latency
    }

    /// The repository of `init(base:services:latency:)`: the caller is now the
    /// frame whose code is running, so `frame` is not needed.
    @available(*, deprecated, message: "use init(base:services:latency:): calls are attributed to the frame whose code is running")
    public convenience init(base: any CarRepository, services: SessionServices, frame: FrameID?, latency: Duration = DelayedCarRepository.latency) {
        self.init(base: base, services: services, latency: latency)
    }

    // MARK: - CarRepository

    public func createCar(from draft: CarDraft) async throws -> Car {
        try await services.call(CarsEndpoints.create, draft) {
            try await clock.sleep(for: latency)
            return try await base.createCar(from: draft)
        }
    }

    public func obtainAllCars() async throws -> [Car] {
        try await services.call(CarsEndpoints.fetchAll, NoValue()) {
            try await clock.sleep(for: latency)
            return try await base.obtainAllCars()
        }
    }

    public func obtainCar(withId id: String) async throws -> Car? {
        try await services.call(CarsEndpoints.fetch, id) {
            try await clock.sleep(for: latency)
            return try await base.obtainCar(withId: id)
        }
    }

    public func updateCar(_ car: Car) async throws {
        try await clock.sleep(for: latency)
        try await base.updateCar(car)
    }

    public func deleteCar(withId id: String) async throws {
        _ = try await services.call(CarsEndpoints.delete, id) {
            try await clock.sleep(for: latency)
            try await base.deleteCar(withId: id)
            return NoValue()
        }
    }
}
