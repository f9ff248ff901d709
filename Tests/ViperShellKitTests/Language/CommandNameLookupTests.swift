import Testing
@testable import ViperShellEngine

/// Dispatch finds commands by name through the runtime's `NameIndex`: every
/// command is found at its position and nothing else is.
@Suite("Command name lookup")
struct CommandNameLookupTests {
    @Test("every standard command is found at its position in the table")
    func findsEveryStandardCommand() {
        let table = ShellCommandTable.standard
        for (position, command) in table.commands.enumerated() {
            #expect(table.position(ofCommandNamed: command.name) == position, "\(command.name)")
            #expect(table.command(named: command.name)?.name == command.name)
        }
    }

    @Test("names that are not commands are not found, even beside ones in the same bucket",
          arguments: ["select", "sett", "settlee", "Back", "back ", "", "s", "ba", "routex", "ечо", "exit\u{0}"])
    func missesOtherNames(name: String) {
        #expect(ShellCommandTable.standard.position(ofCommandNamed: name) == nil)
    }
}
