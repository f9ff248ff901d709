import ViperRuntime

/// The ContactsList presenter: asks for the contacts when the view is ready
/// and on `reload`, and shows `Loading…` until they come.
@MainActor
final class ContactsListPresenter: Traceable, ModuleInput {
    weak var view: (any ContactsListViewInput)?
    let interactor: any ContactsListInteractorInput
    let router: any ContactsListRouterInput
    private(set) var state = ContactsListState()

    init(interactor: any ContactsListInteractorInput, router: any ContactsListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    private func updateView() {
        view?.update(with: state)
    }
}

// MARK: - ModuleStateProviding

extension ContactsListPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        [
            "loading": .bool(state.contacts == nil && state.failure == nil),
            "contacts": .integer(state.contacts?.count ?? 0),
            "favorites": .integer(state.favorites),
        ]
    }
}

// MARK: - ContactsListViewOutput

extension ContactsListPresenter: ContactsListViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        updateView()
        interactor.obtainContacts()
    }

    func didTriggerReloadEvent() {
        trace()
        state.contacts = nil
        state.failure = nil
        updateView()
        interactor.obtainContacts()
    }

    func didTriggerAddEvent(name: String, phone: String) {
        trace()
        interactor.add(Contact(name: name, phone: phone))
    }

    func didTriggerLookUpEvent(_ name: String) {
        trace()
        interactor.lookUp(name)
    }

    func didTriggerWatchSyncEvent() {
        trace()
        interactor.watchSync()
    }

    func didTriggerCloseEvent() {
        trace()
        router.closeCurrentModule()
    }
}

// MARK: - ContactsListInteractorOutput

extension ContactsListPresenter: ContactsListInteractorOutput {
    func didObtainContacts(_ contacts: [Contact]) {
        trace()
        state.contacts = contacts
        updateView()
    }

    func didObtainFavorites(_ count: Int) {
        trace()
        state.favorites = count
        updateView()
    }

    func didFailToObtainContacts(_ error: any Error) {
        trace()
        state.failure = "Could not load contacts: \(error)"
        updateView()
    }

    func didAdd(_ contact: Contact) {
        trace()
        state.contacts = (state.contacts ?? []) + [contact]
        state.notice = nil
        updateView()
    }

    func didFailToAdd(_ contact: Contact, _ error: any Error) {
        trace()
        state.notice = "Could not add \(contact.name): \(error)"
        updateView()
    }

    func didLookUp(_ answer: String) {
        trace()
        state.directoryAnswer = answer
        updateView()
    }
}
