/// The services of one session, made fresh for every interactive session and
/// every scenario, with the session's clock and scheduler.
///
/// A shell's configuration provides them by type (`provide(_:as:)`) when a
/// session starts; module assemblies find them through their context
/// (`context.services.require(CarStore.self)`); custom commands through
/// their command context. Features declare the endpoints their services
/// call through (`endpoints`), so scripts can stub them.
@MainActor
public final class SessionServices {
    /// The session's scheduler and its clock: what services sleep on.
    public let scheduler: VirtualScheduler
    public var clock: VirtualClock { scheduler.clock }
    /// The declared endpoints, their stub rules and their calls.
    public let endpoints = ServiceEndpoints()

    private var services: [ObjectIdentifier: Any] = [:]

    /// Services for a session driven by `scheduler`.
    public init(scheduler: VirtualScheduler = VirtualScheduler()) {
        self.scheduler = scheduler
    }

    // MARK: - Services by type

    /// Makes `service` the session's `Service` (replacing any earlier one).
    public func provide<Service>(_ service: Service, as type: Service.Type = Service.self) {
        services[ObjectIdentifier(type)] = service
    }

    /// The session's `Service`, if one was provided.
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service? {
        services[ObjectIdentifier(type)] as? Service
    }

    /// The session's `Service`; a missing one is a configuration mistake, so it stops the program with its name.
    public func require<Service>(_ type: Service.Type = Service.self) -> Service {
        guard let service = resolve(type) else {
            preconditionFailure("no \(Service.self) was provided to the session's services (SessionServices.provide)")
        }
        return service
    }
}
