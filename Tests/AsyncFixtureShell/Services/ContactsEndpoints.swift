import ViperRuntime

/// The operations ContactsList calls through the session's endpoints, so a
/// scenario can make them answer, fail, wait or hang (`stub contacts.fetchAll
/// fails "offline"`) with no Swift code.
enum ContactsEndpoints {
    /// Every contact, both pages.
    static let fetchAll = ServiceEndpoint<NoValue, [Contact]>("contacts.fetchAll", summary: "every contact, both pages") {
        ContactsServiceError(message: $0)
    }

    /// Adds one contact and answers it as stored.
    static let add = ServiceEndpoint<Contact, Contact>("contacts.add", summary: "add a contact") {
        ContactsServiceError(message: $0)
    }

    /// Declares every endpoint of the fixture in `endpoints`.
    @MainActor
    static func declare(in endpoints: ServiceEndpoints) throws {
        try endpoints.declare(fetchAll)
        try endpoints.declare(add)
    }
}

/// What the address book throws when it cannot answer: its message is what the screen shows.
struct ContactsServiceError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
