/// What the car detail shows, made by the presenter.
enum CarDetailViewModel: Equatable {
    /// The car is being read.
    case loading(carId: String)
    /// The car's fields, and why deleting it failed, if it did; its title is
    /// spelled only when a screen is made (`title(of:)`).
    case car(Car, error: String?)
    /// No car has the id.
    case notFound(carId: String)
    /// The car could not be read: the message says why.
    case failed(carId: String, message: String)
    /// The car was deleted from this screen.
    case deleted(carId: String)

    /// The title a car is shown under: `Ford Mustang`.
    static func title(of car: Car) -> String {
        "\(car.make) \(car.model)"
    }
}

extension CarDetailViewModel {
    /// Why `delete` cannot be offered now, or nil when there is a car to delete
    /// (or a failed read, which a delete may still settle).
    var deleteUnavailableReason: String? {
        switch self {
        case .loading: return "the car is still loading"
        case .notFound(let carId): return "car \(carId) not found; nothing to delete"
        case .deleted(let carId): return "car \(carId) is already deleted"
        case .car, .failed: return nil
        }
    }
}
