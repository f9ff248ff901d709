/// The login screen's state. The password is never kept.
struct AuthorizationState {
    /// The user name last typed.
    var user: String?
    /// Why the last attempt failed.
    var error: String?
    var isLoggingIn = false
    /// Shown when the module stays after a login or cancel (as a root module it cannot close).
    var notice: String?
}
