/// What the new-car form shows, made by the presenter.
struct CreateCarViewModel: Equatable {
    var make: String
    var model: String
    var trim: String
    /// One message per bad field (`make is required`).
    var errors: [String]
    /// A note about the last save, if the form is still showing after one.
    var notice: String?
}
