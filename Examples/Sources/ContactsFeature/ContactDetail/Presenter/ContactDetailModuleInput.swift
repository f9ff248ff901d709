/// How ContactsList (and an open with `contactId=p2`) configures ContactDetail.
@MainActor
public protocol ContactDetailModuleInput: ModuleInput {
    /// Shows the contact with `contactId`.
    func configure(withContactId contactId: String)
}
