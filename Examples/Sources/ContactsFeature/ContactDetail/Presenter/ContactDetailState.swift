/// What the ContactDetail presenter remembers: a plain value with no behaviour.
struct ContactDetailState: Equatable, Encodable {
    /// The id the module was configured with.
    var contactId = ""
    /// The contact, once loaded.
    var contact: Contact?
    /// Whether a load is under way.
    var isLoading = false
    /// What the last load's failure shows, until a load succeeds.
    var error: String?
}
