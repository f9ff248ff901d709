import Testing
@testable import ViperShellKit

/// Dispatch finds commands by name without hashing (issue 16): every name is
/// found at its position and nothing else is, however names share a bucket.
@Suite("Command name index")
struct CommandNameIndexTests {
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

    @Test("names of one length and first letter share a bucket and are told apart")
    func collidingNames() {
        let names = ["sa", "sb", "sc", "s", "", "ß", "sä"]
        let index = CommandNameIndex(names: names)
        for (position, name) in names.enumerated() {
            #expect(index.position(of: name) == position, "\(name)")
        }
        #expect(index.position(of: "sd") == nil)
        #expect(CommandNameIndex(names: []).position(of: "sa") == nil)
    }
}
