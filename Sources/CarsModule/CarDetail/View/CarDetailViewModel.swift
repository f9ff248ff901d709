/// What the car detail shows, made by the presenter.
enum CarDetailViewModel: Equatable {
    /// The car's fields and a title for it.
    case car(title: String, make: String, model: String, trim: String, id: String)
    /// No car has the id.
    case notFound(carId: String)
    /// The car was deleted from this screen.
    case deleted(carId: String)
}
