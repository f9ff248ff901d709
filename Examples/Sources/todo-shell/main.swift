import Foundation  // exit
import TodoFeature
import ViperShellKit

// The Todo shell: the shell engine over the Todo feature. `todo-shell run <paths>`
// runs scenario scripts; with no arguments it runs commands from standard input.
let configuration = ShellConfiguration(name: "todo-shell") { registry in
    try TodoFeature.register(in: registry, items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")])
}
let arguments = Array(CommandLine.arguments.dropFirst())
let status = MainActor.assumeIsolated {
    arguments.first == "run"
        ? ScriptRunner(configuration: configuration).runAndReport(Array(arguments.dropFirst()), output: StandardOutput())
        : (try? Shell(configuration: configuration, mode: .batch).runBatch(StreamLineSource())) ?? 1
}
exit(status)
