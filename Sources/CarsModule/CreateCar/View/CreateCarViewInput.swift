/// How the CreateCar presenter drives its view.
@MainActor
protocol CreateCarViewInput: AnyObject {
    /// Shows `viewModel` in place of what was shown.
    func update(with viewModel: CreateCarViewModel)
}
