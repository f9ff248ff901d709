/// Who is logged in, shared by every module of the feature in one session,
/// and the accounts that may log in.
///
/// `PostListFeature.register` makes a fresh one per registry, so nobody is
/// logged in when a session or scenario starts.
@MainActor
final class AuthorizationSession {
    /// The built-in account: `demo` with password `demo123`.
    static let builtInAccounts = ["demo": "demo123"]

    private let passwords: [String: String]
    /// The user logged in, if any.
    private(set) var loggedInUser: String?

    init(accounts: [String: String] = AuthorizationSession.builtInAccounts) {
        passwords = accounts
    }

    /// Logs `user` in when the password is right; returns whether it was.
    func logIn(user: String, password: String) -> Bool {
        guard let expected = passwords[user], expected == password else { return false }
        loggedInUser = user
        return true
    }
}
