/// Everything the contact detail shows, made by the presenter.
struct ContactDetailViewModel: Equatable {
    /// One labelled value (`Phone: 555-0101`).
    struct Field: Equatable {
        var label: String
        var value: String
    }

    var title: String
    var fields: [Field]
    /// A note while the contact loads (`Loading contact...`).
    var notice: String?
    /// Why the contact could not be loaded; the detail then offers `retry`.
    var error: String?
}
