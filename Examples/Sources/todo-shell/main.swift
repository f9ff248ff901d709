import ContactsFeature
import TodoFeature
import ViperShellCLI
import ViperShellKit

// The Todo shell: the whole viper-shell front end over the Todo and Contacts features, named after it.
// Interactive on a terminal (line editing, history in $TODO_SHELL_HISTORY, completion),
// a batch on a pipe, and `todo-shell run Tests/Scenarios` in CI.
ShellCLI(
    configuration: ShellConfiguration(name: "todo-shell", commands: .standard + [greet]) { registry, services in
        // Called once per session, with the session's fresh services: every scenario starts
        // from the same two items, and the contacts endpoints start with no stub rules.
        try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])
        try ContactsFeature.register(in: registry, services: services, directory: ContactsFeature.sampleDirectory)
    },
    version: "1.0.0"
).main()
