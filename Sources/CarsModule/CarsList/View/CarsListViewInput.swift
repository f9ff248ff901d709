/// How the CarsList presenter drives its view.
@MainActor
protocol CarsListViewInput: AnyObject {
    /// Shows `viewModel` in place of what was shown.
    func update(with viewModel: CarsListViewModel)
}
