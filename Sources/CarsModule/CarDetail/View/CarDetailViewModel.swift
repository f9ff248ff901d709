/// What the car detail shows, made by the presenter.
enum CarDetailViewModel: Equatable {
    /// The car's fields; its title is spelled only when a screen is made (`title(of:)`).
    case car(Car)
    /// No car has the id.
    case notFound(carId: String)
    /// The car was deleted from this screen.
    case deleted(carId: String)

    /// The title a car is shown under: `Ford Mustang`.
    static func title(of car: Car) -> String {
        "\(car.make) \(car.model)"
    }
}
