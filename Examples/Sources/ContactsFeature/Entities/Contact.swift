/// One person in an address book.
public struct Contact: Sendable, Hashable, Codable {
    public var id: String
    public var name: String
    public var phone: String
    public var email: String

    public init(id: String, name: String, phone: String, email: String) {
        self.id = id
        self.name = name
        self.phone = phone
        self.email = email
    }
}
