/// The fields of a car a user can type: the names `fill <field>` takes.
public enum CarField: String, Sendable, Hashable, CaseIterable {
    case make
    case model
    case trim
}

extension CarDraft {
    /// The value of `field`.
    public subscript(field: CarField) -> String {
        get {
            switch field {
            case .make: return make
            case .model: return model
            case .trim: return trim
            }
        }
        set {
            switch field {
            case .make: make = newValue
            case .model: model = newValue
            case .trim: trim = newValue
            }
        }
    }
}
