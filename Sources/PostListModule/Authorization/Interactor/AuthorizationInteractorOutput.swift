/// What the login screen's interactor reports to its presenter.
@MainActor
protocol AuthorizationInteractorOutput: AnyObject {
    func didPerformLogin(user: String)
    func didFailLogin()
}
