/// The fields of a car that does not exist yet: what a user types before the
/// repository gives it an id.
public struct CarDraft: Sendable, Hashable, Codable {
    public var make: String
    public var model: String
    public var trim: String

    public init(make: String = "", model: String = "", trim: String = "") {
        self.make = make
        self.model = model
        self.trim = trim
    }
}
