import TodoShell
import ViperShellCLI
import ViperShellKit

// The Todo shell: the whole viper-shell front end over the Todo, Contacts and Inbox features, named after it.
// Interactive on a terminal (line editing, history in $TODO_SHELL_HISTORY, completion),
// a batch on a pipe, and `todo-shell run Tests/Scenarios` in CI.
ShellCLI(configuration: .todoShell, version: "1.0.0").main()
