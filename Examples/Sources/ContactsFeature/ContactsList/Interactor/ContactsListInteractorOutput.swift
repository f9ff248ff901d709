/// What the ContactsList interactor reports to its presenter.
@MainActor
protocol ContactsListInteractorOutput: AnyObject {
    /// The contacts asked for, in the book's order.
    func didObtainContacts(_ contacts: [Contact])

    /// The service could not give the contacts: `error` says why.
    func didFailToObtainContacts(with error: any Error)
}
