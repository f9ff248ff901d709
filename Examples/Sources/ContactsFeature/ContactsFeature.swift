@_exported import ViperRuntime

/// The Contacts feature: an address book's contacts (ContactsList, the root)
/// and one contact's details (ContactDetail, pushed from the list), both read
/// from an `async throws` contacts service that answers after a latency on
/// the module's clock. Each screen shows that it is loading until the
/// service answers, and why it failed (with `retry`) when it does not.
public enum ContactsFeature {
    /// A small directory for the shell and its scenarios: the book `personal`
    /// with three contacts and the book `work` with two.
    public static let sampleDirectory = ContactsDirectory(books: [
        "personal": [
            Contact(id: "p1", name: "Ada Lovelace", phone: "555-0101", email: "ada@example.com"),
            Contact(id: "p2", name: "Alan Turing", phone: "555-0102", email: "alan@example.com"),
            Contact(id: "p3", name: "Grace Hopper", phone: "555-0103", email: "grace@example.com"),
        ],
        "work": [
            Contact(id: "w1", name: "Edsger Dijkstra", phone: "555-0201", email: "edsger@example.com"),
            Contact(id: "w2", name: "Barbara Liskov", phone: "555-0202", email: "barbara@example.com"),
        ],
    ])

    /// The module names `register(in:directory:)` adds, in order.
    public static let moduleNames = [ContactsList.key.name, ContactDetail.key.name]

    /// Sets the feature up in one session: `directory` provided in `services`
    /// (so a command of the shell finds it by type too), the endpoints
    /// (`contacts.list`, `contacts.fetch`) declared there, so scripts can stub
    /// them, and ContactsList and ContactDetail registered: each module finds
    /// the directory in its context's services and reads it through a
    /// `SimulatedContactsService` that calls through those endpoints and waits
    /// on its context's clock.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, directory: ContactsDirectory) throws {
        services.provide(directory)
        try ContactsEndpoints.declare(in: services)
        try register(in: registry) { context in
            SimulatedContactsService(directory: context.services.require(ContactsDirectory.self), services: context.services)
        }
    }

    /// Registers ContactsList and ContactDetail over the service
    /// `makeService` builds for each module from its context (tests pass a
    /// double). Either both are registered or, when one is refused, none is.
    @MainActor
    public static func register(
        in registry: ModuleRegistry, makeService: @escaping @MainActor (ModuleContext) -> any ContactsService
    ) throws(RegistryError) {
        try registry.register([
            ContactsListAssembly(makeService: makeService).makeRegistration(),
            ContactDetailAssembly(makeService: makeService).makeRegistration(),
        ])
    }
}
