/// What the CreateCar presenter remembers: a plain value with no behaviour.
struct CreateCarState: Equatable {
    /// The values as typed.
    var draft = CarDraft()
    /// The problems of the last save, minus those of fields filled since.
    var errors: [CarValidationError] = []
    /// A note about the last save, for a form that stays open after it (as a root module does).
    var notice: String?
}
