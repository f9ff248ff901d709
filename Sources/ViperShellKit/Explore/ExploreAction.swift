/// An action explore may try on the top screen, in explore's own terms, so
/// that the walk does not depend on how the runtime declares actions.
struct ExploreAction: Sendable, Equatable {
    var name: String
    var parameters: [ExploreParameter]
}

/// One parameter of an `ExploreAction`: the values it takes and how it may be left out.
struct ExploreParameter: Sendable, Equatable {
    var domain: ParameterDomain
    var isOptional: Bool
    /// Takes the rest of the line.
    var isVariadic: Bool
    /// Values the action declares work (a demo password), tried beside drawn ones.
    var examples: [String] = []
}

/// What values a parameter takes; explore draws arguments inside, at the
/// edges of and outside it.
enum ParameterDomain: Sendable, Equatable {
    /// A whole number at least `minimum`; `valid` is the range that works now
    /// (the row numbers on screen), when known.
    case wholeNumber(minimum: Int?, valid: ClosedRange<Int>?)
    /// Any text; `suggested` are the values completion offers now (a feed's
    /// names), which explore tries beside its hostile texts.
    case text(suggested: [String])
    /// One of a fixed list of words.
    case choice([String])
}
