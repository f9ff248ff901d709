/// What the ContactsList presenter knows.
struct ContactsListState {
    var contacts: [Contact]?
    var favorites = 0
    var failure: String?
    /// Why the last add did not happen.
    var notice: String?
    var directoryAnswer: String?
}
