/// What the login screen's presenter asks of its interactor.
@MainActor
protocol AuthorizationInteractorInput: AnyObject {
    /// Starts a login; the answer comes later through the output.
    func performLogin(user: String, password: String)
    /// Drops a login still in progress.
    func cancelLogin()
}
