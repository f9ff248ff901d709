import ContactsFeature
import InboxFeature
import TodoFeature
import ViperShellKit

extension ShellConfiguration {
    /// The Todo shell: the Todo, Contacts and Inbox features with the standard
    /// commands and its own `greet` and `export`. What `todo-shell` runs, and what its scenario tests run in-process.
    public static let todoShell = ShellConfiguration(name: "todo-shell", commands: .standard + [greet, export]) { registry, services in
        // Called once per session, with the session's fresh services: every scenario starts
        // from the same two items, and the contacts and inbox endpoints start with no stub rules.
        try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])
        try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
        try InboxFeature.register(in: registry, services: services, mailboxes: InboxFeature.sampleMailboxes)
    }
}
