import ViperRuntime

/// An inbox service over mailboxes in memory: its stream delivers the
/// messages a mailbox holds at once and then stays open, as a server's
/// connection does while no new mail comes (a script or a test makes mail
/// come by stubbing `inbox.updates`). An unknown mailbox fails the stream.
///
/// It subscribes through the feature's endpoint in the session's services, so
/// `calls` lists each subscription with the messages it delivered, and a task
/// reading it is `listening inbox.updates` in `tasks`, never stuck.
@MainActor
public struct SimulatedInboxService: InboxService {
    let mailboxes: [String: [Message]]
    let services: SessionServices

    public init(mailboxes: [String: [Message]], services: SessionServices) {
        self.mailboxes = mailboxes
        self.services = services
    }

    // MARK: - InboxService

    public func updates(of mailbox: String) -> ServiceStream<Message> {
        services.stream(InboxEndpoints.updates, mailbox) { [mailboxes] feed in
            guard let messages = mailboxes[mailbox] else { return feed.fail(InboxServiceError.unknownMailbox(mailbox)) }
            for message in messages { feed.yield(message) }
        }
    }
}
