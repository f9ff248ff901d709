/// Everything the inbox shows, made by the presenter.
struct InboxViewModel: Equatable {
    var title: String
    /// `from: subject` of each message, oldest first.
    var rows: [String]
    /// Whether more may come (`Waiting for new mail...`), or that no more will.
    var notice: String?
    /// Why the updates stopped; the inbox then offers `reconnect`.
    var error: String?
}
