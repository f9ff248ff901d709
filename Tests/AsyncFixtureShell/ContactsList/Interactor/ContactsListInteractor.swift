import ViperRuntime

/// Loads contacts from async services as app code does: a `Task` started
/// from the main actor, kept so that a reload cancels the load in flight.
@MainActor
final class ContactsListInteractor: Traceable {
    weak var output: (any ContactsListInteractorOutput)?
    let contacts: ContactsService
    let favorites: FavoritesService
    let directory: DirectoryService
    /// The session's services: the contacts are fetched and added through their endpoints.
    let services: SessionServices
    private var loading: Task<Void, Never>?

    init(
        contacts: ContactsService, favorites: FavoritesService, directory: DirectoryService, services: SessionServices
    ) {
        self.contacts = contacts
        self.favorites = favorites
        self.directory = directory
        self.services = services
    }

    /// The load under way ends with the module, as in the app.
    isolated deinit {
        loading?.cancel()
    }
}

// MARK: - ContactsListInteractorInput

extension ContactsListInteractor: ContactsListInteractorInput {
    func obtainContacts() {
        trace()
        loading?.cancel()
        loading = Task { [weak self, contacts, favorites, services] in
            do {
                let list = try await services.call(ContactsEndpoints.fetchAll, NoValue()) {
                    try await contacts.fetchContacts()
                }
                self?.output?.didObtainContacts(list)
                self?.output?.didObtainFavorites(try await favorites.favoriteCount())
            } catch is CancellationError {
                return
            } catch {
                self?.output?.didFailToObtainContacts(error)
            }
        }
    }

    func add(_ contact: Contact) {
        trace()
        Task { [weak self, contacts, services] in
            do {
                let stored = try await services.call(ContactsEndpoints.add, contact) {
                    try await contacts.add(contact)
                }
                self?.output?.didAdd(stored)
            } catch is CancellationError {
                return
            } catch {
                self?.output?.didFailToAdd(contact, error)
            }
        }
    }

    func lookUp(_ name: String) {
        trace()
        Task { [weak self, directory] in
            guard let answer = try? await directory.lookUp(name) else { return }
            self?.output?.didLookUp(answer)
        }
    }

    /// Waits an hour of virtual time for a sync, holding the interactor
    /// strongly: a planted leak, the task keeps the closed module alive.
    func watchSync() {
        trace()
        Task { [clock = services.clock] in
            try? await clock.sleep(for: .seconds(3600))
            self.output?.didObtainFavorites(0)
        }
    }
}
