/// Loads an address book's contacts from the contacts service, in a task of
/// its own.
///
/// Its only state is the load under way: a new request cancels it, and so
/// does the module closing (the interactor goes with it). Results come back
/// through the output; a cancelled load reports nothing.
@MainActor
final class ContactsListInteractor: Traceable {
    weak var output: (any ContactsListInteractorOutput)?
    let service: any ContactsService
    /// The load under way, if any.
    private var loading: Task<Void, Never>?

    init(service: any ContactsService) {
        self.service = service
    }

    isolated deinit {
        loading?.cancel()
    }
}

// MARK: - ContactsListInteractorInput

extension ContactsListInteractor: ContactsListInteractorInput {
    func obtainContacts(inBook book: String) {
        trace()
        loading?.cancel()
        loading = Task { [weak self, service] in
            do {
                let contacts = try await service.fetchContacts(inBook: book)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainContacts(contacts)
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToObtainContacts(with: error)
            }
        }
    }
}
