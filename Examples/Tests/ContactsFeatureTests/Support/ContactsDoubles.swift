@testable import ContactsFeature

/// Records what a presenter shows on the ContactsList view.
@MainActor
final class ContactsListViewSpy: ContactsListViewInput {
    private(set) var viewModels: [ContactsListViewModel] = []

    func update(with viewModel: ContactsListViewModel) {
        viewModels.append(viewModel)
    }
}

/// Records what the presenter asks of the ContactsList interactor.
@MainActor
final class ContactsListInteractorSpy: ContactsListInteractorInput {
    private(set) var books: [String] = []

    func obtainContacts(inBook book: String) {
        books.append(book)
    }
}

/// Records the transitions the ContactsList presenter asks for.
@MainActor
final class ContactsListRouterSpy: ContactsListRouterInput {
    private(set) var openedContactIds: [String] = []

    func openContactDetailModule(contactId: String) throws {
        openedContactIds.append(contactId)
    }
}

/// Records what the ContactsList interactor reports.
@MainActor
final class ContactsListInteractorOutputSpy: ContactsListInteractorOutput {
    private(set) var obtained: [[Contact]] = []
    private(set) var failures: [String] = []

    func didObtainContacts(_ contacts: [Contact]) {
        obtained.append(contacts)
    }

    func didFailToObtainContacts(with error: any Error) {
        failures.append("\(error)")
    }
}

/// Records what a presenter shows on the ContactDetail view.
@MainActor
final class ContactDetailViewSpy: ContactDetailViewInput {
    private(set) var viewModels: [ContactDetailViewModel] = []

    func update(with viewModel: ContactDetailViewModel) {
        viewModels.append(viewModel)
    }
}

/// Records what the presenter asks of the ContactDetail interactor.
@MainActor
final class ContactDetailInteractorSpy: ContactDetailInteractorInput {
    private(set) var ids: [String] = []

    func obtainContact(withId id: String) {
        ids.append(id)
    }
}

/// Records the transitions the ContactDetail presenter asks for.
@MainActor
final class ContactDetailRouterSpy: ContactDetailRouterInput {
    private(set) var closeCount = 0

    func closeCurrentModule() throws {
        closeCount += 1
    }
}
