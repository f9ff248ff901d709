/// Logs a user in and says who is logged in; the PostDetail and
/// Authorization interactors use it, and tests replace it.
@MainActor
protocol AuthorizationService: AnyObject {
    /// The user logged in now, if any.
    var loggedInUser: String? { get }

    /// Checks the credentials, as a login API behind a network does, and
    /// answers whether the user is now logged in (false for a wrong user name
    /// or password). Throws when the check itself fails, and
    /// `CancellationError` when the calling task is cancelled first.
    func performLogin(user: String, password: String) async throws -> Bool
}
