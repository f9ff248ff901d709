import Foundation
import NotesFeature
import ViperShellCLI
import ViperRuntime
import ViperShellKit

// `count <min> [label...]`: how many notes there are, failing under a minimum.
let count = ShellCommandDefinition(
    name: "count", parameters: [.integer("min", minimum: 0), ActionParameter("label", optional: true, variadic: true)],
    summary: "count the notes", recording: .notRecorded, checksPreviousFailure: { _ in false }
) { context, arguments in
    let store = context.services.require(NotesStore.self)
    let minimum = arguments.integer("min") ?? 0
    guard store.notes.count >= minimum else {
        throw CommandFailure.error("\(store.notes.count) notes, fewer than \(minimum)")
    }
    let who = context.variables["user"] ?? "nobody"
    let frames = context.session.stack.depth
    context.output.write("\(arguments.text("label") ?? "notes"): \(store.notes.count) for \(who), \(frames) frame(s), width \(context.settings.width), in \(context.resolve("."))\n")
    return .done
}

let configuration = ShellConfiguration(name: "notes-shell", commands: .standard + [count]) { registry, services in
    services.provide(NotesStore(notes: ["milk", "eggs"]))
    try NoteList.register(in: registry)
}

// Before ShellCLI took the front end over, this team ran its own loop on a plain reader.
if CommandLine.arguments.dropFirst().first == "--plain" {
    MainActor.assumeIsolated {
        do {
            let shell = try Shell(configuration: configuration, output: StandardOutput())
            let history = HistoryLocation(shellName: configuration.name).defaultPath() ?? "(no history)"
            FileHandle.standardError.write(Data("history: \(history)\n".utf8))
            exit(shell.runInteractive(reader: PlainLineReader(showsPrompt: false)))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
ShellCLI(configuration: configuration, version: "1.0.0").main()
