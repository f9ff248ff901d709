/// What the login screen shows, made by the presenter.
struct AuthorizationViewModel: Equatable {
    var user: String?
    var error: String?
    var notice: String?
}
