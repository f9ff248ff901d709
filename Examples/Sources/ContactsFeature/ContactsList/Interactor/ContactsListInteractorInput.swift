/// What the ContactsList presenter asks of its interactor.
@MainActor
protocol ContactsListInteractorInput: AnyObject {
    /// Obtains the contacts of `book`, cancelling a load still under way.
    /// Reports `didObtainContacts(_:)` or `didFailToObtainContacts(with:)`.
    func obtainContacts(inBook book: String)
}
