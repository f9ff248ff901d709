/// How the CarDetail presenter drives its view.
@MainActor
protocol CarDetailViewInput: AnyObject {
    /// Shows `viewModel` in place of what was shown.
    func update(with viewModel: CarDetailViewModel)
}
