/// The ContactsList presenter: loads the book's contacts through the
/// interactor, shows `Loading contacts...` until they come and why they did
/// not when the load fails (`retry` then loads again), and opens a contact's
/// details by push.
@MainActor
final class ContactsListPresenter: Traceable {
    /// What the list shows while the contacts load.
    static let loadingMessage = "Loading contacts..."

    /// What the list shows when the contacts could not be loaded.
    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load contacts: \(error)"
    }

    weak var view: (any ContactsListViewInput)?
    let router: any ContactsListRouterInput
    let interactor: any ContactsListInteractorInput
    private(set) var state = ContactsListState()

    init(router: any ContactsListRouterInput, interactor: any ContactsListInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    private func updateView() {
        view?.update(with: ContactsListViewModel(
            title: "Contacts: \(state.book)",
            rows: state.contacts.map(\.name),
            notice: state.isLoading ? Self.loadingMessage : nil,
            error: state.error))
    }

    private func loadContacts() {
        state.isLoading = true
        state.error = nil
        updateView()
        interactor.obtainContacts(inBook: state.book)
    }
}

// MARK: - ContactsListModuleInput

extension ContactsListPresenter: ContactsListModuleInput {
    func configure(withBook book: String) {
        state = ContactsListState(book: book)
    }
}

// MARK: - EncodableModuleState

extension ContactsListPresenter: EncodableModuleState {
    var encodableState: ContactsListState { state }
}

// MARK: - ContactsListViewOutput

extension ContactsListPresenter: ContactsListViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        loadContacts()
    }

    func didSelectRow(_ number: Int) throws {
        trace()
        guard state.contacts.indices.contains(number - 1) else {
            throw ViewActionError(state.contacts.isEmpty ? "no row \(number); the list is empty" : "no row \(number); the list has \(state.contacts.count)")
        }
        try router.openContactDetailModule(contactId: state.contacts[number - 1].id)
    }

    func didTriggerRefreshEvent() {
        trace()
        loadContacts()
    }

    func didTriggerRetryEvent() {
        trace()
        loadContacts()
    }
}

// MARK: - ContactsListInteractorOutput

extension ContactsListPresenter: ContactsListInteractorOutput {
    func didObtainContacts(_ contacts: [Contact]) {
        trace()
        state.contacts = contacts
        state.isLoading = false
        state.error = nil
        updateView()
    }

    func didFailToObtainContacts(with error: any Error) {
        trace()
        state.isLoading = false
        state.error = Self.loadFailureMessage(for: error)
        updateView()
    }
}
