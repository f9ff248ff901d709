/// Reads contacts, as an API behind a network does: every call is
/// `async throws`, one method per operation. Interactors await it in a task
/// they keep; tests replace it with a double.
public protocol ContactsService: Sendable {
    /// The contacts of the address book `book`, in the book's order.
    func fetchContacts(inBook book: String) async throws -> [Contact]

    /// The contact with `id`, in any book.
    func fetchContact(withId id: String) async throws -> Contact
}

/// What a contacts service refuses, in words a screen can show.
public enum ContactsServiceError: Error, Equatable, CustomStringConvertible {
    case unknownBook(String)
    case contactNotFound(id: String)
    /// The service itself failed (a network error, a server refusing): the message says why.
    case unavailable(String)

    public var description: String {
        switch self {
        case .unavailable(let message): return message
        case .unknownBook(let book): return "no address book named \(book)"
        case .contactNotFound(let id): return "no contact has id \(id)"
        }
    }
}
