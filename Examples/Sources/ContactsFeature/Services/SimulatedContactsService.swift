/// A contacts service over a `ContactsDirectory` in memory that answers
/// every call after `latency` on `clock`, as a server would, and refuses
/// what a server would (an unknown book, an unknown id).
///
/// In the shell the clock is the session's virtual clock (from the module's
/// context), so a screen shows `Loading...` for exactly `latency` of virtual
/// time; an app passes `ContinuousClock()`. Cancelling the calling task
/// while it waits throws `CancellationError`.
public struct SimulatedContactsService: ContactsService {
    /// How long every call takes: inside the shell's autosettle horizon (1 s),
    /// so a user sees the answer right after the command that asked.
    public static let latency = Duration.milliseconds(300)

    let directory: ContactsDirectory
    let clock: any Clock<Duration>
    let latency: Duration

    public init(directory: ContactsDirectory, clock: any Clock<Duration>, latency: Duration = SimulatedContactsService.latency) {
        self.directory = directory
        self.clock = clock
        self.latency = latency
    }

    // MARK: - ContactsService

    public func fetchContacts(inBook book: String) async throws -> [Contact] {
        try await clock.sleep(for: latency)
        guard let contacts = directory.books[book] else { throw ContactsServiceError.unknownBook(book) }
        return contacts
    }

    public func fetchContact(withId id: String) async throws -> Contact {
        try await clock.sleep(for: latency)
        for name in directory.books.keys.sorted() {
            if let contact = directory.books[name]?.first(where: { $0.id == id }) { return contact }
        }
        throw ContactsServiceError.contactNotFound(id: id)
    }
}
