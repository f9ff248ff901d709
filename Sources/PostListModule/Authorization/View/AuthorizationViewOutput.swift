/// What the login screen reports to its presenter.
@MainActor
protocol AuthorizationViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    /// Throws `ViewActionError` while another login is in progress.
    func didTriggerLoginAction(user: String, password: String) throws
    func didTriggerCancelAction()
}
