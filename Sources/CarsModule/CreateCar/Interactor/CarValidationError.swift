/// One field of a new car that cannot be saved, and why.
///
/// Its description is what the form shows: `make is required`,
/// `model is longer than 40 characters`, `trim contains control characters`.
struct CarValidationError: Error, Equatable, CustomStringConvertible {
    /// Why a value is refused.
    enum Problem: Equatable {
        case required
        case tooLong(maximum: Int)
        case controlCharacters
    }

    var field: CarField
    var problem: Problem

    var description: String {
        switch problem {
        case .required: return "\(field.rawValue) is required"
        case .tooLong(let maximum): return "\(field.rawValue) is longer than \(maximum) characters"
        case .controlCharacters: return "\(field.rawValue) contains control characters"
        }
    }
}

/// Every field of a draft that cannot be saved, one error per field, in field order.
struct CarValidationFailure: Error, Equatable {
    var errors: [CarValidationError]
}
