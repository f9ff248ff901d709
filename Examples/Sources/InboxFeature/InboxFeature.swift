@_exported import ViperRuntime

/// The Inbox feature: one module, Inbox, that shows a mailbox's messages as
/// they arrive. It reads them from a stream endpoint (`inbox.updates`), as an
/// app reads a server's live updates: the simulated service delivers the
/// messages the mailbox holds and stays open; a script or a test says what
/// arrives next and when (`stub inbox.updates yields ... at 200ms, ...`).
public enum InboxFeature {
    /// A small set of mailboxes for the shell and its scenarios.
    public static let sampleMailboxes: [String: [Message]] = [
        "personal": [Message(id: "m1", from: "Ada Lovelace", subject: "Welcome to the inbox")],
        "work": [],
    ]

    /// Sets the feature up in one session: its endpoint declared in
    /// `services`, and Inbox registered over `mailboxes` through a
    /// `SimulatedInboxService` that reads through that endpoint.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, mailboxes: [String: [Message]]) throws {
        try register(in: registry, services: services) { context in
            SimulatedInboxService(mailboxes: mailboxes, services: context.services)
        }
    }

    /// Sets the feature up over the service `makeService` builds for each
    /// module from its context (a test passes one of its own): the endpoint
    /// declared in `services`, and Inbox registered.
    @MainActor
    public static func register(
        in registry: ModuleRegistry, services: SessionServices, makeService: @escaping @MainActor (ModuleContext) -> any InboxService
    ) throws {
        try InboxEndpoints.declare(in: services)
        try registry.register(InboxAssembly(makeService: makeService).makeRegistration())
    }
}
