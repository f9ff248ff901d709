/// What the presenter tells the login screen.
@MainActor
protocol AuthorizationViewInput: AnyObject {
    func showLogin(_ viewModel: AuthorizationViewModel)
}
