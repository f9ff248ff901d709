import TodoFeature
import TodoShell
import ViperShellCLI
import ViperShellKit

// The Todo shell: the whole viper-shell front end over the Todo, Contacts and Inbox features, named after it.
// Interactive on a terminal (line editing, history in $TODO_SHELL_HISTORY, completion),
// a batch on a pipe, and `todo-shell run Tests/Scenarios` in CI. `--data DIR` starts the
// Todo list from DIR/todos.json; a mistake in it is one message with its line and column.
ShellCLI(
    configuration: .todoShell, version: "1.0.0",
    dataOption: ShellCLI.DataOption(help: "Start the Todo list from todos.json in this folder.") { directory, configuration in
        if let items = try TodoDataFile.loadItems(fromDataDirectory: directory) {
            configuration = .todoShell(startingWith: items)
        }
    }
).main()
