import ViperRuntime

/// Delivers a mailbox's messages as they arrive, as a server's live updates
/// do: a stream an interactor reads with `for try await` in a task it keeps.
@MainActor
public protocol InboxService {
    /// The messages of `mailbox`: those it holds, then each new one; the
    /// stream fails when the connection does.
    func updates(of mailbox: String) -> ServiceStream<Message>
}

/// What an inbox service refuses, in words a screen can show.
public enum InboxServiceError: Error, Equatable, CustomStringConvertible {
    case unknownMailbox(String)
    /// The service itself failed (the connection dropped): the message says why.
    case unavailable(String)

    public var description: String {
        switch self {
        case .unknownMailbox(let mailbox): return "no mailbox named \(mailbox)"
        case .unavailable(let message): return message
        }
    }
}
