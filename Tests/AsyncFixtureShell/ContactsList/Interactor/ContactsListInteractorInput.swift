/// What the ContactsList presenter asks its interactor for.
@MainActor
protocol ContactsListInteractorInput: AnyObject {
    /// Loads the contacts, then the favourite count,, cancelling a load in flight.
    func obtainContacts()

    /// Looks a name up in the company directory.
    func lookUp(_ name: String)

    /// Waits for the app-wide sync notice.
    func watchSync()
}
