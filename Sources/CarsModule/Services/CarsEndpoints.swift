import ViperRuntime

/// The operations of the cars store as the feature calls them, declared so
/// that scripts can stub them (`stub cars.fetchAll fails "offline"`).
///
/// A failure of any of them is a `CarServiceError` carrying the message,
/// which the screens show after `Could not load cars: `, `Could not save: `…
public enum CarsEndpoints {
    /// Every car, in the order they were added.
    public static let fetchAll = ServiceEndpoint<NoValue, [Car]>("cars.fetchAll", summary: "every car") {
        CarServiceError(message: $0)
    }
    /// The car with an id (null when there is none).
    public static let fetch = ServiceEndpoint<String, Car?>("cars.fetch", summary: "the car with an id") {
        CarServiceError(message: $0)
    }
    /// A new car from a draft, with a fresh id.
    public static let create = ServiceEndpoint<CarDraft, Car>("cars.create", summary: "stores a new car") {
        CarServiceError(message: $0)
    }
    /// Removes the car with an id.
    public static let delete = ServiceEndpoint<String, NoValue>("cars.delete", summary: "removes the car with an id") {
        CarServiceError(message: $0)
    }

    /// Declares the four endpoints in a session's services.
    @MainActor
    public static func declare(in services: SessionServices) throws(ServiceStubError) {
        try services.endpoints.declare(fetchAll)
        try services.endpoints.declare(fetch)
        try services.endpoints.declare(create)
        try services.endpoints.declare(delete)
    }
}

/// A cars call that failed on the service's side (a network error, a server
/// refusing): its message is what the user reads.
public struct CarServiceError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
