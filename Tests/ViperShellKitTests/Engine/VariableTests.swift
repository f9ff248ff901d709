import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Script variables (let, ${name}, run --var)")
struct VariableTests {
    @Test("let sets a value that ${name} is replaced with in later words")
    func letAndExpand() throws {
        let harness = try Harness()
        harness.run("let title = Persuasion\nopen Books\nadd ${title}\nexpect screen contains ${title}\necho [${title}]")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == "[Persuasion]\n")
    }

    @Test("let name = state path takes a value of the top module's state")
    func letFromState() throws {
        let harness = try Harness()
        harness.run("open Books\nlet first = state books.0.title\nlet count = state books.count\necho ${first} ${count}")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == "Dune 3\n")
    }

    @Test("single-quoted parts are not expanded; double-quoted ones are")
    func singleQuotesAreLiteral() throws {
        let harness = try Harness()
        harness.run("let x = 1\necho '${x}' \"${x}\" a'${x}'${x}")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == "${x} 1 a${x}1\n")
    }

    @Test("a reference with any part single-quoted (the braces, the name, the '$') is not expanded")
    func partlyQuotedReferenceIsLiteral() throws {
        let harness = try Harness()
        harness.run("let a = 1\necho $'{a}' '$'{a} ${'a'} $\"{a}\"")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == "${a} ${a} ${a} 1\n")
    }

    @Test("an unknown variable is an error naming it, at its word's column, escaped")
    func unknownVariable() throws {
        let harness = try Harness()
        harness.run("let known = 1\necho ok ${nope}\n")
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:2:9: unknown variable 'nope' (set: known; set one with 'let <name> = <value>')",
        ])
        let hostile = try Harness()
        hostile.run("echo \"${\u{1B}[31m}\"")
        #expect(hostile.failures.first?.headline.contains("\u{1B}") == false)
        #expect(hostile.failures.first?.headline.contains("unknown variable") == true)
    }

    @Test("let checks its name and its '='")
    func badLet() throws {
        let harness = try Harness { $0.stopsAtFirstFailure = false }
        harness.run("let 1x = 2\nlet x is 2\nlet x = nope path")
        #expect(harness.failures.map(\.message) == [
            "let: '1x' is not a variable name (letters, digits and _, not starting with a digit)",
            "let: expected '=' after x, found 'is' (usage: let <name> = <value>)",
            "let: expected 'state <path>' or one value after '=', found 'nope' and more",
        ])
        #expect(harness.interpreter.variables.isEmpty)
    }

    @Test("each scenario starts with only the --var variables")
    func perScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let setter = try folder.write("a.vsh", "let mine = 1\nexpect error\necho ${greeting}\n")
        let reader = try folder.write("b.vsh", "echo ${greeting}\necho ${mine}\nexpect error mine\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: .init(variables: ["greeting": "hi"]))
        let summary = runner.runScenarios([setter, reader])
        #expect(summary.results.map(\.passed) == [false, true], "\(summary.results.map(\.failures))")
        #expect(summary.results[1].output == "hi\n")
    }

    @Test("--var assignments are name=value with a variable name")
    func varAssignments() throws {
        let assignments = try ["a=1", "b_2==x", "a=3"].map { try VariableAssignment(parsing: $0) }
        #expect(VariableAssignment.variables(assignments) == ["a": "3", "b_2": "=x"])
        #expect(throws: VariableAssignment.MalformedVariableError(assignment: "no-equals")) {
            try VariableAssignment(parsing: "no-equals")
        }
        #expect(throws: VariableAssignment.MalformedVariableError(assignment: "9=x")) {
            try VariableAssignment(parsing: "9=x")
        }
    }

    @Test("completion offers ${name} for each variable")
    func completion() throws {
        let shell = try Shell(configuration: Shelf.configuration, output: CapturedOutput())
        shell.interpreter.executeInteractively("let title = Dune")
        shell.interpreter.executeInteractively("let tally = 2")
        #expect(shell.completer.completions(forLinePrefix: "echo ${t") == ["${tally}", "${title}"])
        #expect(shell.completer.completions(forLinePrefix: "echo x${ti") == ["x${title}"])
        #expect(shell.completer.completions(forLinePrefix: "echo ${title} ") == [])
    }
}
