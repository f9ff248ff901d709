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
    /// The four fields as a plain struct: what `Car` was before the box.
    private struct Fields: Sendable, Hashable {
        var id: String
        var make: String
        var model: String
        var trim: String
    }

    /// The fields, shared by every copy until one of them sets a field.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    public var id: String { get { box.fields.id } set { set(\.id, to: newValue) } }
    public var make: String { get { box.fields.make } set { set(\.make, to: newValue) } }
    public var model: String { get { box.fields.model } set { set(\.model, to: newValue) } }
    public var trim: String { get { box.fields.trim } set { set(\.trim, to: newValue) } }

    public init(id: String, make: String, model: String, trim: String = "") {
        box = Box(Fields(id: id, make: make, model: model, trim: trim))
    }

    /// Gives this car a new box with `field` set to `value`; other copies keep theirs.
    private mutating func set(_ field: WritableKeyPath<Fields, String>, to value: String) {
        var fields = box.fields
        fields[keyPath: field] = value
        box = Box(fields)
    }
}

// MARK: - Hashable

extension Car: Hashable {
    /// Equal when the four fields are, as for a struct of four strings.
    public static func == (lhs: Car, rhs: Car) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Combines the four fields in order, as the synthesised conformance did.
    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
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
