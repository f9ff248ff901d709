import ViperRuntime

/// The inbox service's operations, declared so that scripts can stub them:
/// `stub inbox.updates yields {"id": "m2", "from": "Alan", "subject": "Hi"} at 200ms, then stays open`.
public enum InboxEndpoints {
    /// A mailbox's messages as they arrive: those it holds at once, then each new one.
    public static let updates = ServiceStreamEndpoint<String, Message>("inbox.updates", summary: "a mailbox's messages as they arrive") {
        InboxServiceError.unavailable($0)
    }

    /// Declares the endpoint in a session's services.
    @MainActor
    public static func declare(in services: SessionServices) throws(ServiceStubError) {
        try services.endpoints.declare(updates)
    }
}
