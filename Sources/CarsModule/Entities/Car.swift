/// A car of the Cars feature: a plain value with no logic.
///
/// `id` is unique within a repository (`c1`, `c2`, ...); `trim` may be empty.
/// Codable, as it travels through the feature's endpoints: a script's
/// `stub cars.fetch returns {"id":"c9","make":"Saab","model":"900","trim":""}`
/// is decoded into one.
public struct Car: Sendable, Hashable, Codable {
    public var id: String
    public var make: String
    public var model: String
    public var trim: String

    public init(id: String, make: String, model: String, trim: String = "") {
        self.id = id
        self.make = make
        self.model = model
        self.trim = trim
    }
}

extension Car {
    /// The most characters a make, model or trim may have.
    public static let maximumFieldLength = 40
}
