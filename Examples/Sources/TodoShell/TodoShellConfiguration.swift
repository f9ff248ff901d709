import ContactsFeature
import InboxFeature
import TodoFeature
import ViperShellKit

extension ShellConfiguration {
    /// The Todo shell: the Todo, Contacts and Inbox features with the standard
    /// commands and its own `greet` and `export`. What `todo-shell` runs, and what its scenario tests run in-process.
    public static let todoShell = todoShell(startingWith: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])

    /// The Todo shell with the Todo list starting from `items` (`todo-shell --data DIR` loads them from todos.json).
    public static func todoShell(startingWith items: [TodoItem]) -> ShellConfiguration {
        ShellConfiguration(name: "todo-shell", commands: .standard + [greet, export]) { registry, services in
            // Called once per session, with the session's fresh services: every scenario starts
            // from the same items, and the contacts and inbox endpoints start with no stub rules.
            try TodoFeature.register(in: registry, items: items)
            try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
            try InboxFeature.register(in: registry, services: services, mailboxes: InboxFeature.sampleMailboxes)
        }
    }
}
