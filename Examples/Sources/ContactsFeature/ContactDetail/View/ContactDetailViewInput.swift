/// How the ContactDetail presenter drives its view.
@MainActor
protocol ContactDetailViewInput: AnyObject {
    /// Shows `viewModel` in place of what was shown.
    func update(with viewModel: ContactDetailViewModel)
}
