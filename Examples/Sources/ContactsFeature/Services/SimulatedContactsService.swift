import ViperRuntime

/// A contacts service over a `ContactsDirectory` in memory that answers
/// every call after `latency` on the session's clock, as a server would,
/// and refuses what a server would (an unknown book, an unknown id).
///
/// Every call goes through the feature's endpoints (`ContactsEndpoints`) in
/// the session's services, on behalf of the module's frame: a script can
/// make it fail, slow down or hang (`stub contacts.list fails "offline"`)
/// and `calls` lists it, under the frame whose code made the call. It waits on the
/// session's clock (`SessionServices.clock`, the session's virtual time), so a screen shows `Loading...` for exactly
/// `latency` of virtual time.
/// Cancelling the calling task while it waits throws `CancellationError`.
public struct SimulatedContactsService: ContactsService {
    /// How long every call takes: inside the shell's autosettle horizon (1 s),
    /// so a user sees the answer right after the command that asked.
    public static let latency = Duration.milliseconds(300)

    let directory: ContactsDirectory
    let services: SessionServices
    let latency: Duration

    public init(
        directory: ContactsDirectory, services: SessionServices, latency: Duration = SimulatedContactsService.latency
    ) {
        self.directory = directory
        self.services = services
        self.latency = latency
    }

    // MARK: - ContactsService

    public func fetchContacts(inBook book: String) async throws -> [Contact] {
        try await services.call(ContactsEndpoints.list, book) {
            try await services.clock.sleep(for: latency)
            guard let contacts = directory.books[book] else { throw ContactsServiceError.unknownBook(book) }
            return contacts
        }
    }

    public func fetchContact(withId id: String) async throws -> Contact {
        try await services.call(ContactsEndpoints.fetch, id) {
            try await services.clock.sleep(for: latency)
            for name in directory.books.keys.sorted() {
                if let contact = directory.books[name]?.first(where: { $0.id == id }) { return contact }
            }
            throw ContactsServiceError.contactNotFound(id: id)
        }
    }
}
