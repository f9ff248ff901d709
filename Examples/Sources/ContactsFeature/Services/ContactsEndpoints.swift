import ViperRuntime

/// The contacts service's operations, declared so that scripts can stub
/// them (`stub contacts.list fails "offline"`, `stub contacts.fetch hangs`).
public enum ContactsEndpoints {
    /// The contacts of an address book, by the book's name.
    public static let list = ServiceEndpoint<String, [Contact]>("contacts.list", summary: "the contacts of an address book") {
        ContactsServiceError.unavailable($0)
    }
    /// One contact, by id.
    public static let fetch = ServiceEndpoint<String, Contact>("contacts.fetch", summary: "one contact by id") {
        ContactsServiceError.unavailable($0)
    }

    /// Declares both endpoints in a session's services.
    @MainActor
    public static func declare(in services: SessionServices) throws(ServiceStubError) {
        try services.endpoints.declare(list)
        try services.endpoints.declare(fetch)
    }
}
