/// What the ContactsList presenter remembers: a plain value with no behaviour.
struct ContactsListState: Equatable, Encodable {
    /// The address book shown.
    var book = ContactsDirectory.defaultBook
    /// The contacts of the last load, in the book's order.
    var contacts: [Contact] = []
    /// Whether a load is under way.
    var isLoading = false
    /// What the last load's failure shows, until a load succeeds.
    var error: String?
}
