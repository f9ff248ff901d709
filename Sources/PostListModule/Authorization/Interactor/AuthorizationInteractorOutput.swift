/// What the login screen's interactor reports to its presenter.
@MainActor
protocol AuthorizationInteractorOutput: AnyObject {
    /// `user` is logged in.
    func didPerformLogin(user: String)
    /// The user name or password is wrong.
    func didFailLogin()
    /// The login could not be checked: `error` says why.
    func didFailToPerformLogin(with error: any Error)
}
