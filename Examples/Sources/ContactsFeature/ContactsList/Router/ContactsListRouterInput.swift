/// The transitions the ContactsList presenter asks its router for.
@MainActor
protocol ContactsListRouterInput: AnyObject {
    /// Pushes ContactDetail for the contact with `contactId`.
    func openContactDetailModule(contactId: String) throws
}
