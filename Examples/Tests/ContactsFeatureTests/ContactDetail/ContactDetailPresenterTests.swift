import Testing
@testable import ContactsFeature

@MainActor
@Suite("ContactDetail presenter")
struct ContactDetailPresenterTests {
    let view = ContactDetailViewSpy()
    let interactor = ContactDetailInteractorSpy()
    let router = ContactDetailRouterSpy()
    let presenter: ContactDetailPresenter
    let ada = Contact(id: "p1", name: "Ada Lovelace", phone: "555-0101", email: "ada@example.com")

    init() {
        presenter = ContactDetailPresenter(router: router, interactor: interactor)
        presenter.view = view
        presenter.configure(withContactId: "p1")
    }

    @Test func viewReadyShowsLoadingAndObtainsTheContact() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.ids == ["p1"])
        #expect(view.viewModels.last == ContactDetailViewModel(title: "Contact", fields: [], notice: "Loading contact...", error: nil))
    }

    @Test func theObtainedContactShowsItsPhoneAndEmailUnderItsName() {
        // when
        presenter.didObtainContact(ada)
        // then
        #expect(view.viewModels.last == ContactDetailViewModel(
            title: "Ada Lovelace", fields: [.init(label: "Phone", value: "555-0101"), .init(label: "Email", value: "ada@example.com")]))
    }

    @Test func aFailedLoadShowsWhyAndRetryLoadsAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainContact(with: ContactsServiceError.contactNotFound(id: "p1"))
        // then
        #expect(view.viewModels.last?.error == "Could not load contact: no contact has id p1")
        #expect(view.viewModels.last?.notice == nil)
        // when
        presenter.didTriggerRetryEvent()
        // then
        #expect(interactor.ids == ["p1", "p1"])
        #expect(view.viewModels.last == ContactDetailViewModel(title: "Contact", fields: [], notice: "Loading contact...", error: nil))
    }

    @Test func doneClosesTheModule() throws {
        // when
        try presenter.didTriggerBackEvent()
        // then
        #expect(router.closeCount == 1)
    }
}
