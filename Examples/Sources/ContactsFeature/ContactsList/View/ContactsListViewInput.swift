/// How the ContactsList presenter drives its view.
@MainActor
protocol ContactsListViewInput: AnyObject {
    /// Shows `viewModel` in place of what was shown.
    func update(with viewModel: ContactsListViewModel)
}
