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

/// A contacts service that answers from a list of prepared outcomes, one per
/// call, at once, and records the calls: what tests replace the real one with.
final class ContactsServiceStub: ContactsService, @unchecked Sendable {
    // Unchecked: the tests touch it only from the main actor, one call at a time.
    enum Call: Equatable {
        case fetchContacts(book: String)
        case fetchContact(id: String)
    }

    private(set) var calls: [Call] = []
    /// What the next calls throw, first one first; when empty, calls succeed.
    var failures: [ContactsServiceError] = []
    let directory: ContactsDirectory

    init(directory: ContactsDirectory = ContactsFeature.sampleDirectory) {
        self.directory = directory
    }

    func fetchContacts(inBook book: String) async throws -> [Contact] {
        calls.append(.fetchContacts(book: book))
        if !failures.isEmpty { throw failures.removeFirst() }
        return directory.books[book] ?? []
    }

    func fetchContact(withId id: String) async throws -> Contact {
        calls.append(.fetchContact(id: id))
        if !failures.isEmpty { throw failures.removeFirst() }
        guard let contact = directory.books.values.joined().first(where: { $0.id == id }) else {
            throw ContactsServiceError.contactNotFound(id: id)
        }
        return contact
    }
}
