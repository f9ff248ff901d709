import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Shell commands")
struct CommandTests {
    @Test("the shell's command names are reserved in the registry")
    func reservedNames() throws {
        let registry = try Shelf.configuration.makeRegistry()
        #expect(registry.reservedNames == ShellCommandTable.standard.names)
        #expect(ShellCommandTable.standard.names.isSuperset(of: ["help", "open", "back", "expect", "quit", "exit", "history"]))
        #expect(throws: RegistryError.moduleNameIsCommand("stack")) {
            try registry.register(ModuleRegistration(name: "stack", summary: "", view: BookView.self) { _ in fatalError() })
        }
    }

    @Test("help lists every command; help <command> explains it; help <action> explains the action")
    func help() throws {
        let harness = try Harness()
        harness.run("help\nhelp wait\nopen Books\nhelp select")
        let text = harness.output.text
        for command in ShellCommandTable.standard.commands where command.isListed {
            #expect(text.contains(command.usage), "\(command.name)")
        }
        #expect(text.contains("usage: wait <duration>\nadvance the virtual clock"))
        #expect(text.contains("usage: select <n>\nOpens book n."))
        #expect(harness.failures.isEmpty)
    }

    @Test("modules lists names, summaries and parameters")
    func modules() throws {
        let harness = try Harness()
        harness.run("modules")
        #expect(harness.output.text == """
            Books    A list of books.
            Book     One book.
                     bookId=<value>  The book's id.
            Library  A container with a shelf.

            """)
    }

    @Test("open configures the module through its input and makes it the only frame")
    func openWithParameters() throws {
        let harness = try Harness()
        harness.run("open Books\nselect 1\nopen Book bookId=b7\nexpect depth 1\nexpect state bookId == b7")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.interpreter.session.top?.id.description == "Book#2")
    }

    @Test("actions lists the top view's actions and those of embedded children")
    func actions() throws {
        let harness = try Harness()
        harness.run("open Library\nactions")
        #expect(harness.output.text.contains("rename <name...>  Renames the library.\n"))
        #expect(harness.output.text.contains("select <n>        Opens book n. (Books)\n"))
    }

    @Test("stack prints root first: index, id, style, embedded children indented with their slot")
    func stack() throws {
        let harness = try Harness()
        harness.run("open Library\nselect 2\nstack")
        #expect(harness.output.text == """
            0 Library#1 root
                Books#1 embed [shelf]
            1 Book#1 push

            """)
    }

    @Test("back closes the top module; on the root it is an error")
    func back() throws {
        let harness = try Harness()
        harness.run("open Books\nselect 1\nback\nexpect top Books\nback\nexpect error cannot close the root module")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test("a failing command without expect error fails the script at its line, with the screen")
    func failingCommandFailsScript() throws {
        let harness = try Harness()
        harness.run("open Books\n\n# comment\nback\necho after")
        #expect(harness.failures.count == 1)
        let failure = try #require(harness.failures.first)
        #expect(failure.headline == "test.vsh:4: cannot close the root module")
        #expect(failure.details.first == "screen:")
        #expect(failure.details.contains("  1. Dune"))
        #expect(!harness.output.text.contains("after"), "the script stops at the failure")
    }

    @Test("expect error may follow blank and comment lines")
    func expectErrorAfterComments() throws {
        let harness = try Harness()
        harness.run("open Books\nback\n\n# the root stays\nexpect error root")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test("with keep-going every failure is reported")
    func keepGoing() throws {
        let harness = try Harness { $0.stopsAtFirstFailure = false }
        harness.run("open Books\nback\nexpect depth 3\necho end")
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:2: cannot close the root module",
            "test.vsh:3: expected depth 3, found 1",
        ])
        #expect(harness.output.text == "end\n")
    }

    @Test("wait moves the virtual clock; with autosettle off nothing runs before it")
    func waitAndSettle() throws {
        let harness = try Harness()
        harness.run("""
            open Books
            set autosettle off
            search emm
            expect state query == ""
            wait 299ms
            expect state query == ""
            wait 1ms
            expect state query == emm
            expect screen lacks Dune
            search
            settle
            expect state query == ""
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.interpreter.session.scheduler.now == .milliseconds(600))
    }

    @Test("autosettle runs the debounce right after the command")
    func autosettle() throws {
        let harness = try Harness()
        harness.run("open Books\nsearch ulys\nexpect state query == ulys\nexpect screen contains 1. Ulysses")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test("dump writes the state dump to stdout, the same for the same commands")
    func dump() throws {
        let first = try Harness()
        first.run("open Library\nselect 1\ndump")
        let second = try Harness()
        second.run("open Library\nselect 1\ndump")
        #expect(first.output.text == second.output.text)
        #expect(first.output.text == first.interpreter.session.dumpText())
        #expect(first.output.text.contains("\"id\" : \"Books#1\""))
        #expect(first.output.text.contains("\"schema\" : \"viper-shell/dump@1\""))
    }

    @Test("echo prints its words; set echo on prints commands and the screens they lead to")
    func echo() throws {
        let harness = try Harness()
        harness.run("echo a  \"b  c\"\nset echo on\nopen Book bookId=b1")
        #expect(harness.output.text == """
            a b  c
            > open Book bookId=b1
            Book
            ====
            Id: b1

            Actions: close

            """)
    }

    @Test("set width changes how screens render; set color on adds colour to screen")
    func widthAndColor() throws {
        let harness = try Harness()
        harness.run("open Books\nadd \(String(repeating: "word ", count: 10))\nset width 20\nscreen\nset color on\nscreen")
        let plain = harness.output.text.components(separatedBy: "\u{1B}").first ?? ""
        let body = plain.split(separator: "\n").prefix { !$0.hasPrefix("Actions:") }
        #expect(body.count > 4)
        #expect(body.allSatisfy { $0.count <= 20 })
        #expect(harness.output.text.contains("\u{1B}[1mBooks\u{1B}[0m"))
        #expect(harness.interpreter.settings.width == 20)
    }

    @Test("set without arguments prints the settings")
    func showSettings() throws {
        let harness = try Harness()
        harness.run("set autosettle off\nset width 100\nset strict on\nset")
        #expect(harness.output.text == "autosettle off\necho off\ncolor off\nwidth 100\nstrict-calls off\nstrict on\ncancel-on-close off\n")
    }

    @Test("quit ends the script and what follows does not run")
    func quit() throws {
        let harness = try Harness()
        harness.run("echo one\nquit\necho two")
        #expect(harness.output.text == "one\n")
        #expect(harness.interpreter.hasQuit)
        #expect(harness.failures.isEmpty)
    }

    @Test("history prints the line reader's history, numbered from 1")
    func history() throws {
        let reader = ScriptedLineReader([])
        reader.history = ["open Books", "select 1"]
        let harness = try Harness(mode: .interactive) { options in options.history = { reader.history } }
        harness.interpreter.executeInteractively("history")
        #expect(harness.output.text == "    1  open Books\n    2  select 1\n")
    }

    @Test("an action on an empty stack is an unknown command that suggests commands")
    func actionWithoutModule() throws {
        let harness = try Harness(mode: .batch)
        harness.run("opne Books", name: "<stdin>")
        #expect(harness.failures.map(\.report) == [
            "<stdin>:1: unknown command 'opne' (no module is open; type 'help' for commands); did you mean open?",
        ])
    }

    @Test("screens are rendered only when something asks for one")
    func renderingOnDemand() throws {
        let harness = try Harness()
        harness.run("open Books\nadd A\nadd B\nsearch a\nwait 1s\nexpect depth 1\nexpect top Books\nexpect state query == a")
        let presenter = try #require(harness.interpreter.session.top?.view as? BooksView).output!
        #expect(presenter.renderCount == 0)
        harness.run("expect screen contains Emma")
        #expect(presenter.renderCount == 1)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }
}
