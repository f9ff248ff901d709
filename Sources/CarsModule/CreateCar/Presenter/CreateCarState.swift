/// What the CreateCar presenter remembers: a plain value with no behaviour.
struct CreateCarState: Equatable {
    /// The values as typed.
    var draft = CarDraft()
    /// The problems of the last save, minus those of fields filled since.
    var errors: [CarValidationError] = []
    /// Whether a save is under way.
    var isSaving = false
    /// Why the repository could not store the car, until the next save or edit.
    var saveError: String?
    /// A note about the last save, for a form that stays open after it (as a root module does).
    var notice: String?
}
