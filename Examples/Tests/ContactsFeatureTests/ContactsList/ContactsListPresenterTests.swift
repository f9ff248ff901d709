import Testing
@testable import ContactsFeature

@MainActor
@Suite("ContactsList presenter")
struct ContactsListPresenterTests {
    let view = ContactsListViewSpy()
    let interactor = ContactsListInteractorSpy()
    let router = ContactsListRouterSpy()
    let presenter: ContactsListPresenter
    let personal = ContactsFeature.sampleDirectory.books["personal"] ?? []

    init() {
        presenter = ContactsListPresenter(router: router, interactor: interactor)
        presenter.view = view
    }

    @Test func viewReadyShowsLoadingAndObtainsTheConfiguredBook() {
        // given
        presenter.configure(withBook: "work")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.books == ["work"])
        #expect(view.viewModels.last == ContactsListViewModel(title: "Contacts: work", rows: [], notice: "Loading contacts...", error: nil))
        #expect(presenter.state.isLoading)
    }

    @Test func obtainedContactsBecomeRowsOfNames() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainContacts(personal)
        // then
        #expect(view.viewModels.last?.rows == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        #expect(view.viewModels.last?.notice == nil)
        #expect(!presenter.state.isLoading)
    }

    @Test func aFailedLoadShowsWhyAndRetryLoadsAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainContacts(with: ContactsServiceError.unknownBook("family"))
        // then
        #expect(view.viewModels.last?.error == "Could not load contacts: no address book named family")
        #expect(view.viewModels.last?.notice == nil)
        // when
        presenter.didTriggerRetryEvent()
        // then
        #expect(interactor.books == ["personal", "personal"])
        #expect(view.viewModels.last == ContactsListViewModel(title: "Contacts: personal", rows: [], notice: "Loading contacts...", error: nil))
    }

    @Test func aSuccessfulLoadClearsTheError() {
        // given
        presenter.didFailToObtainContacts(with: ContactsServiceError.unknownBook("x"))
        // when
        presenter.didObtainContacts(personal)
        // then
        #expect(presenter.state.error == nil)
        #expect(view.viewModels.last?.error == nil)
    }

    @Test func selectingARowPushesThatContactsDetail() throws {
        // given
        presenter.didObtainContacts(personal)
        // when
        try presenter.didSelectRow(2)
        // then
        #expect(router.openedContactIds == ["p2"])
    }

    @Test func selectingPastTheEndIsAnError() {
        // given
        presenter.didObtainContacts(personal)
        // then
        #expect(throws: ViewActionError("no row 4; the list has 3")) { try presenter.didSelectRow(4) }
        #expect(router.openedContactIds.isEmpty)
    }
}
