/// Logs a user in and says who is logged in; the PostDetail and
/// Authorization interactors use it, and tests replace it.
@MainActor
protocol AuthorizationService: AnyObject {
    /// The user logged in now, if any.
    var loggedInUser: String? { get }

    /// Checks the credentials and reports later, on the session's scheduler,
    /// whether the user is now logged in. The returned handle cancels the
    /// attempt while it is still pending (then `completion` never runs).
    @discardableResult
    func performLogin(user: String, password: String, completion: @escaping @MainActor (_ succeeded: Bool) -> Void)
        -> ScheduledWork?
}
