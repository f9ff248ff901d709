/// What the ContactsList presenter asks its interactor for.
@MainActor
protocol ContactsListInteractorInput: AnyObject {
    /// Loads the contacts, then the favourite count,, cancelling a load in flight.
    func obtainContacts()

    /// Adds a contact through the service.
    func add(_ contact: Contact)

    /// Looks a name up in the company directory.
    func lookUp(_ name: String)

    /// Waits for the app-wide sync notice.
    func watchSync()
}
