/// How the shell (`book=work`) and other modules configure ContactsList.
@MainActor
public protocol ContactsListModuleInput: ModuleInput {
    /// Shows the contacts of the address book `book`.
    func configure(withBook book: String)
}
