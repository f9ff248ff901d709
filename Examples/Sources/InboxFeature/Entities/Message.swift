/// One message of a mailbox.
public struct Message: Sendable, Hashable, Codable {
    public var id: String
    public var from: String
    public var subject: String

    public init(id: String, from: String, subject: String) {
        self.id = id
        self.from = from
        self.subject = subject
    }
}
