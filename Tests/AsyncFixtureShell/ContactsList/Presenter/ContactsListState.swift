/// What the ContactsList presenter knows.
struct ContactsListState {
    var contacts: [Contact]?
    var favorites = 0
    var failure: String?
    var directoryAnswer: String?
}
