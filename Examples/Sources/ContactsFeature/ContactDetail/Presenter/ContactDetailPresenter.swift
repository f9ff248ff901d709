/// The ContactDetail presenter: loads the configured contact through the
/// interactor, shows `Loading contact...` until it comes and why it did not
/// when the load fails (`retry` then loads again).
@MainActor
final class ContactDetailPresenter: Traceable {
    /// What the detail shows while the contact loads.
    static let loadingMessage = "Loading contact..."

    /// What the detail shows when the contact could not be loaded.
    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load contact: \(error)"
    }

    weak var view: (any ContactDetailViewInput)?
    let router: any ContactDetailRouterInput
    let interactor: any ContactDetailInteractorInput
    private(set) var state = ContactDetailState()

    init(router: any ContactDetailRouterInput, interactor: any ContactDetailInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    private func updateView() {
        view?.update(with: ContactDetailViewModel(
            title: state.contact?.name ?? "Contact",
            fields: state.contact.map { [("Phone", $0.phone), ("Email", $0.email)].map(ContactDetailViewModel.Field.init) } ?? [],
            notice: state.isLoading ? Self.loadingMessage : nil,
            error: state.error))
    }

    private func loadContact() {
        state.isLoading = true
        state.error = nil
        updateView()
        interactor.obtainContact(withId: state.contactId)
    }
}

// MARK: - ContactDetailModuleInput

extension ContactDetailPresenter: ContactDetailModuleInput {
    func configure(withContactId contactId: String) {
        state = ContactDetailState(contactId: contactId)
    }
}

// MARK: - EncodableModuleState

extension ContactDetailPresenter: EncodableModuleState {
    var encodableState: ContactDetailState { state }
}

// MARK: - ContactDetailViewOutput

extension ContactDetailPresenter: ContactDetailViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        loadContact()
    }

    func didTriggerRetryEvent() {
        trace()
        loadContact()
    }

    func didTriggerBackEvent() throws {
        trace()
        try router.closeCurrentModule()
    }
}

// MARK: - ContactDetailInteractorOutput

extension ContactDetailPresenter: ContactDetailInteractorOutput {
    func didObtainContact(_ contact: Contact) {
        trace()
        state.contact = contact
        state.isLoading = false
        state.error = nil
        updateView()
    }

    func didFailToObtainContact(with error: any Error) {
        trace()
        state.isLoading = false
        state.error = Self.loadFailureMessage(for: error)
        updateView()
    }
}
