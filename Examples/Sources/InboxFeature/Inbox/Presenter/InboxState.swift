/// What the Inbox presenter remembers: a plain value with no behaviour.
struct InboxState: Equatable, Encodable {
    /// Whether updates still come, and if not, why.
    enum Updates: String, Equatable, Encodable {
        case listening, finished, failed
    }

    var mailbox = "personal"
    /// The messages so far, oldest first.
    var messages: [Message] = []
    var updates = Updates.listening
    /// Why the updates stopped, when they failed.
    var error: String?
}
