/// A car of the Cars feature: a plain value with no logic.
///
/// `id` is unique within a repository (`c1`, `c2`, ...); `trim` may be empty.
///
/// A value type whose four fields live in one shared immutable box: a car is
/// copied on every open of CarDetail (repository, presenter state, view
/// model, view), and one reference copies in a retain where four strings
/// went through the generic `Car?` value witnesses. Setting a field makes a
/// new box, so copies never see each other's changes.
public struct Car: Sendable {
    /// The fields, shared by every copy until one of them sets a field.
    private final class Fields: Sendable {
        let id: String
        let make: String
        let model: String
        let trim: String

        init(id: String, make: String, model: String, trim: String) {
            self.id = id
            self.make = make
            self.model = model
            self.trim = trim
        }
    }

    private var fields: Fields

    public var id: String {
        get { fields.id }
        set { fields = Fields(id: newValue, make: make, model: model, trim: trim) }
    }

    public var make: String {
        get { fields.make }
        set { fields = Fields(id: id, make: newValue, model: model, trim: trim) }
    }

    public var model: String {
        get { fields.model }
        set { fields = Fields(id: id, make: make, model: newValue, trim: trim) }
    }

    public var trim: String {
        get { fields.trim }
        set { fields = Fields(id: id, make: make, model: model, trim: newValue) }
    }

    public init(id: String, make: String, model: String, trim: String = "") {
        fields = Fields(id: id, make: make, model: model, trim: trim)
    }
}

// MARK: - Hashable

extension Car: Hashable {
    /// Equal when the four fields are, as for a struct of four strings.
    public static func == (lhs: Car, rhs: Car) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.id == rhs.id && lhs.make == rhs.make && lhs.model == rhs.model && lhs.trim == rhs.trim)
    }

    /// Combines the four fields in order, as the synthesised conformance did.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(make)
        hasher.combine(model)
        hasher.combine(trim)
    }
}

// MARK: - CustomReflectable

extension Car: CustomReflectable {
    /// The four fields, so `print`, `dump` and test failures show a car as
    /// they showed the plain struct: `Car(id: "c1", make: "Ford", ...)`.
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "make": make, "model": model, "trim": trim], displayStyle: .struct)
    }
}

extension Car {
    /// The most characters a make, model or trim may have.
    public static let maximumFieldLength = 40
}
