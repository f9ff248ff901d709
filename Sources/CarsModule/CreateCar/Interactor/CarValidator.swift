/// Checks what a user typed for a new car and tidies it.
///
/// Each value is trimmed of blanks at both ends. Then make and model must have
/// 1 to `Car.maximumFieldLength` characters and trim at most that many (a
/// character is what a reader sees: an emoji or an accented letter counts
/// once), and none may contain control characters. A field has at most one
/// error: control characters first, then missing, then too long.
struct CarValidator {
    var maximumLength = Car.maximumFieldLength

    /// The draft with every value trimmed, or every problem found.
    func validate(_ draft: CarDraft) throws(CarValidationFailure) -> CarDraft {
        var cleaned = CarDraft()
        var errors: [CarValidationError] = []
        for field in CarField.allCases {
            let value = draft[field].trimmingBlanks
            if let problem = problem(with: value, required: field != .trim) {
                errors.append(CarValidationError(field: field, problem: problem))
            }
            cleaned[field] = value
        }
        guard errors.isEmpty else { throw CarValidationFailure(errors: errors) }
        return cleaned
    }

    private func problem(with value: String, required: Bool) -> CarValidationError.Problem? {
        if TerminalEscaping.containsControlCharacters(value) { return .controlCharacters }
        if required && value.isEmpty { return .required }
        if value.count > maximumLength { return .tooLong(maximum: maximumLength) }
        return nil
    }
}
