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
    /// The user logged in, if any: set when a login answers yes (from the
    /// accounts, or from a script's `stub auth.login returns true`).
    var loggedInUser: String?

    init(accounts: [String: String] = AuthorizationSession.builtInAccounts) {
        passwords = accounts
    }

    /// Whether `password` is `user`'s.
    func check(user: String, password: String) -> Bool {
        passwords[user].map { $0 == password } ?? false
    }
}
