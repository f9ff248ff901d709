/// What the ContactsList interactor reports to its presenter.
@MainActor
protocol ContactsListInteractorOutput: AnyObject {
    func didObtainContacts(_ contacts: [Contact])
    func didObtainFavorites(_ count: Int)
    func didFailToObtainContacts(_ error: any Error)
    func didAdd(_ contact: Contact)
    func didFailToAdd(_ contact: Contact, _ error: any Error)
    func didLookUp(_ answer: String)
}
