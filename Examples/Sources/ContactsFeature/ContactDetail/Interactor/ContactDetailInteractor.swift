/// Loads one contact from the contacts service, in a task of its own.
///
/// Its only state is the load under way: a new request cancels it, and so
/// does the module closing (the interactor goes with it). Results come back
/// through the output; a cancelled load reports nothing.
@MainActor
final class ContactDetailInteractor: Traceable {
    weak var output: (any ContactDetailInteractorOutput)?
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

// MARK: - ContactDetailInteractorInput

extension ContactDetailInteractor: ContactDetailInteractorInput {
    func obtainContact(withId id: String) {
        trace()
        loading?.cancel()
        loading = Task { [weak self, service] in
            do {
                let contact = try await service.fetchContact(withId: id)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainContact(contact)
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToObtainContact(with: error)
            }
        }
    }
}
