import ViperRuntime

/// Loads contacts from async services as app code does: a `Task` started
/// from the main actor, kept so that a reload cancels the load in flight.
@MainActor
final class ContactsListInteractor: Traceable {
    weak var output: (any ContactsListInteractorOutput)?
    let contacts: ContactsService
    let favorites: FavoritesService
    let directory: DirectoryService
    private var loading: Task<Void, Never>?

    init(contacts: ContactsService, favorites: FavoritesService, directory: DirectoryService) {
        self.contacts = contacts
        self.favorites = favorites
        self.directory = directory
    }
}

// MARK: - ContactsListInteractorInput

extension ContactsListInteractor: ContactsListInteractorInput {
    func obtainContacts() {
        trace()
        loading?.cancel()
        loading = Task { [weak self, contacts, favorites] in
            do {
                self?.output?.didObtainContacts(try await contacts.fetchContacts())
                self?.output?.didObtainFavorites(try await favorites.favoriteCount())
            } catch is CancellationError {
                return
            } catch {
                self?.output?.didFailToObtainContacts(error)
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

    func watchSync() {
        trace()
        Task { await SyncNotifier.shared.syncFinished() }
    }
}
