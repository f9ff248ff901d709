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

    /// Whether the car is still being read (nothing can be done with it yet).
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The title a car is shown under: `Ford Mustang`.
    static func title(of car: Car) -> String {
        "\(car.make) \(car.model)"
    }
}
