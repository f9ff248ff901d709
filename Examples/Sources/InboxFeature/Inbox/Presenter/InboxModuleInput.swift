/// How the shell (`open Inbox mailbox=work`) and other modules configure Inbox.
@MainActor
public protocol InboxModuleInput: ModuleInput {
    /// Shows `mailbox`'s messages as they arrive.
    func configure(withMailbox mailbox: String)
}
