/// Everything the contacts list shows, made by the presenter.
struct ContactsListViewModel: Equatable {
    var title: String
    /// The contacts' names, in the order they are numbered.
    var rows: [String]
    /// A note while the contacts load (`Loading contacts...`).
    var notice: String?
    /// Why the contacts could not be loaded; the list then offers `retry`.
    var error: String?
}
