import ContactsFeature
import Foundation
import ViperRuntime
import ViperShellKit

/// `export <file> <count> [note...]`: writes the first `count` contacts of the
/// address book the shell was given, with what the session shows, to a file.
/// A command of the Todo shell's own that uses what the standard commands use:
/// a file parameter (completed as a path, resolved like `dump`'s), a whole
/// number, free text for the rest of the line, the session, a session service
/// found by its type, the script variables and the settings.
let export = ShellCommandDefinition(
    name: "export",
    parameters: [.file(), .integer("count", minimum: 1), ActionParameter("note", optional: true, variadic: true)],
    summary: "write the first contacts and what the session shows to a file",
    details: ["The file is taken from the script's folder (interactively, from the current",
              "directory); ${author}, when set with 'let', signs it."],
    recording: .notRecorded    // it changes nothing in the session
) { context, arguments in
    guard let directory = context.services.resolve(ContactsDirectory.self) else {
        throw CommandFailure.error("export needs the Contacts feature's address books")
    }
    let count = arguments.integer("count") ?? 1
    let contacts = directory.books.keys.sorted().flatMap { directory.books[$0] ?? [] }.prefix(count)
    var lines = ["# Contacts", ""]
    lines += contacts.map { "- \($0.name), \($0.phone)" }
    lines += ["", "Open: \(context.session.top.map(\.id.description) ?? "nothing")"]
    lines += ["Width: \(context.settings.width)"]
    if let note = arguments.text("note") { lines += ["Note: \(note)"] }
    if let author = context.variables["author"] { lines += ["By: \(author)"] }
    let path = context.resolve(arguments.text("file") ?? "")
    do {
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        throw CommandFailure.error("cannot write \(path): \(error.localizedDescription)")
    }
    context.output.write("exported \(contacts.count) contact\(contacts.count == 1 ? "" : "s") to \(arguments.text("file") ?? "")\n")
    return .done
}
