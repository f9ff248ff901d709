import Testing
import ViperRuntime
@testable import ViperShellEngine

/// stub, stubs, calls, expect calls and set strict-calls over the Catalog
/// module, whose titles and loans go through declared endpoints.
@MainActor
@Suite("Stubbing endpoints from scripts")
struct ServiceCommandTests {
    private func harness(_ mode: ShellInterpreter.Mode = .script) throws -> Harness {
        try Harness(mode: mode, configuration: Catalog.configuration) { $0.stopsAtFirstFailure = false }
    }

    private var endpoints: (Harness) -> ServiceEndpoints { { $0.interpreter.session.services.endpoints } }

    @Test("each rule kind answers in place of the service; times rules are used up in the order they were added")
    func rulesInOrder() throws {
        let harness = try harness()
        harness.run("""
            stub catalog.titles fails "offline" times 1
            stub catalog.titles returns ["Ulysses"] times 2
            stub catalog.titles delay 2s times 1
            open Catalog
            expect screen contains Could not load titles: offline
            reload
            expect screen contains Ulysses
            reload
            expect screen contains Ulysses
            reload
            expect screen contains Loading…
            wait 2100ms
            expect screen contains Dune
            reload
            expect screen contains Dune
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        let outcomes = endpoints(harness).calls(of: "catalog.titles").map(\.outcome)
        #expect(outcomes == [
            .failed("offline", stubbed: true), .returned(stubbed: true), .returned(stubbed: true), .returned(stubbed: false),
            .returned(stubbed: false),
        ])
        #expect(endpoints(harness).rules.isEmpty)
    }

    @Test("the trace shows a stubbed answer and a stubbed failure as such, each once")
    func traceMarksStubbedAnswers() throws {
        let harness = try harness()
        harness.run("trace on\nstub catalog.titles fails offline times 1\nstub catalog.titles returns [] times 1\nopen Catalog\nreload\ntrace")
        let hops = harness.output.text.split(separator: "\n").filter { $0.contains("catalog.titles → Catalog#1") }
        #expect(hops.count == 2, "\(harness.output.text)")
        #expect(hops.first?.hasSuffix("threw (stubbed): offline") == true)
        #expect(hops.last?.hasSuffix("returned (stubbed)") == true)
    }

    @Test("a hanging call shows as 'service <endpoint>' in tasks; closing its module leaves it hanging, marked, as in the app")
    func hangingCallOutlivesItsModule() throws {
        let harness = try harness()
        harness.run("stub catalog.titles hangs\nopen Catalog\nwait 1m\nexpect screen contains Loading…\ntasks")
        #expect(harness.output.text.contains("Catalog#1  "))
        #expect(harness.output.text.hasSuffix("service catalog.titles\n"), "\(harness.output.text)")
        #expect(endpoints(harness).calls(of: nil).map(\.outcome) == [.hanging])
        harness.run("stub clear\nopen Books\ntasks")
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(endpoints(harness).calls(of: nil).map(\.outcome) == [.hanging])
        #expect(harness.output.text.hasSuffix("service catalog.titles  (module closed)\n"), "\(harness.output.text)")
    }

    @Test("with cancel-on-close, closing the module of a hanging call cancels its task, and the call ends cancelled")
    func hangingCallIsCancelledWithItsModuleWhenAsked() throws {
        let harness = try harness()
        harness.run("set cancel-on-close on\nstub catalog.titles hangs\nopen Catalog\nwait 1m\nstub clear\nopen Books\ncalls\ntasks")
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(endpoints(harness).calls(of: nil).map(\.outcome) == [.cancelled])
        #expect(harness.output.text.hasSuffix("0ms  catalog.titles  Catalog#1  null  cancelled\n(no tasks)\n"), "\(harness.output.text)")
    }

    @Test("stub clear removes every rule, or one endpoint's")
    func clear() throws {
        let harness = try harness()
        harness.run("""
            stub catalog.titles hangs
            stub catalog.borrow fails
            stub catalog.titles returns []
            stub clear catalog.titles
            """)
        #expect(endpoints(harness).rules.map(\.description) == [#"catalog.borrow fails "stubbed failure""#])
        harness.run("stub clear")
        #expect(endpoints(harness).rules.isEmpty)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
    }

    @Test("a JSON value is the rest of the line as typed: blanks, quotes and a trailing comment or times")
    func jsonIsTheRestOfTheLine() throws {
        let harness = try harness()
        harness.run("""
            stub catalog.borrow returns {"title": "War and Peace", "days": 7} times 1 # a comment
            stub catalog.borrow returns '{"title": "Emma", "days": 3}'
            stub catalog.titles returns ["a # b", "c \\" d"]
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(endpoints(harness).rules.map(\.description) == [
            #"catalog.borrow returns {"days":7,"title":"War and Peace"} times 1"#,
            #"catalog.borrow returns {"days":3,"title":"Emma"}"#,
            #"catalog.titles returns ["a # b","c \" d"]"#,
        ])
        harness.run("open Catalog\nborrow Dune\nexpect screen contains Borrowed: War and Peace for 7 days")
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
    }

    @Test("${name} in a JSON value is replaced; a syntax error after replacing says where in the value")
    func variablesInJSON() throws {
        let harness = try harness()
        harness.run("""
            let title = "War and Peace"
            stub catalog.titles returns ["${title}", "Emma"]
            stub catalog.titles returns ["${title}" "Emma"]
            """)
        #expect(endpoints(harness).rules.map(\.description) == [#"catalog.titles returns ["War and Peace","Emma"]"#])
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:3: stub catalog.titles returns: the value is not JSON (after replacing variables, line 1 column 18): expected ',' or ']'"
        ])
    }

    @Test("every mistake is one error naming what is wrong, and no rule is added")
    func mistakes() throws {
        let cases: [(line: String, report: String)] = [
            ("stub catalog.title returns []",
             "test.vsh:1:6: unknown endpoint 'catalog.title' (did you mean 'catalog.titles'?); 'stubs' lists the endpoints"),
            ("stub catalog.titles returns [1]",
             "test.vsh:1: catalog.titles returns: the value does not decode as its output at $[0]: expected a string, found a number"),
            (#"stub catalog.borrow returns {"title": "Dune", "days": "two"}"#,
             "test.vsh:1: catalog.borrow returns: the value does not decode as its output at $.days: expected a whole number, found a string"),
            (#"stub catalog.titles returns ["Dune" "Emma"]"#,
             "test.vsh:1:37: stub catalog.titles returns: the value is not JSON: expected ',' or ']'"),
            ("stub catalog.titles returns",
             #"test.vsh:1: stub catalog.titles returns: missing the value, as JSON (returns [] or returns {"id": "c1"})"#),
            ("stub catalog.titles delay soon",
             "test.vsh:1:27: stub catalog.titles delay: bad duration 'soon': use a number and a unit, like 300ms, 2s or 1m"),
            ("stub catalog.titles delay",
             "test.vsh:1: stub catalog.titles delay: missing the duration (like 300ms, 2s or 1m)"),
            ("stub catalog.titles hangs times 0",
             "test.vsh:1:33: stub catalog.titles hangs: times takes a whole number of at least 1, got '0'"),
            ("stub catalog.titles fails times twice",
             "test.vsh:1:33: stub catalog.titles fails: times takes a whole number of at least 1, got 'twice'"),
            ("stub catalog.titles hangs times",
             "test.vsh:1:27: stub catalog.titles hangs: missing the number after 'times' (times <n>, n at least 1)"),
            ("stub catalog.titles",
             "test.vsh:1: stub catalog.titles: missing the rule: returns <json>, fails [<message>], delay <duration>, hangs or yields <json> at <time>, ... ('help stub' explains each)"),
            ("stub catalog.titles hang",
             "test.vsh:1:21: stub catalog.titles: unknown rule 'hang' (did you mean hangs?); use returns <json>, fails [<message>], delay <duration>, hangs or yields <json> at <time>, ... ('help stub' explains each)"),
            ("stub catalog.titles hangs forever",
             "test.vsh:1:27: stub catalog.titles hangs takes nothing but 'times <n>', got 'forever'"),
            ("stub clear catalog.tit",
             "test.vsh:1:12: unknown endpoint 'catalog.tit' (did you mean 'catalog.titles'?); 'stubs' lists the endpoints"),
            ("stub clear catalog.titles catalog.borrow",
             "test.vsh:1:27: stub clear takes at most one endpoint, got 2 words (usage: stub clear [<endpoint>|*])"),
            ("stub",
             "test.vsh:1: stub takes at least 1 argument, got 0 (usage: stub <endpoint>|* <rule>, stub clear)"),
            ("calls catalog.nope",
             "test.vsh:1:7: unknown endpoint 'catalog.nope'; 'stubs' lists the endpoints"),
            ("expect calls catalog.nope == 1",
             "test.vsh:1:14: expect calls: unknown endpoint 'catalog.nope'; 'stubs' lists the endpoints"),
            ("expect calls catalog.titles = 1",
             "test.vsh:1:29: expect calls: unknown operator '='; use ==, !=, >= or <="),
            ("expect calls catalog.titles == -1",
             "test.vsh:1:32: expect calls: expected a whole number of calls, got '-1'"),
            ("expect calls catalog.titles",
             "test.vsh:1: usage: expect calls <endpoint> <op> <n>"),
            ("set strict-calls maybe",
             "test.vsh:1: set strict-calls: expected on or off, got 'maybe'"),
        ]
        for (line, report) in cases {
            let harness = try harness()
            harness.run("stub catalog.borrow hangs\n")
            harness.run(line)
            #expect(harness.failures.map(\.headline) == [report], "\(line)")
            #expect(endpoints(harness).rules.map(\.description) == ["catalog.borrow hangs"], "\(line): nothing half-applied")
            #expect(endpoints(harness).strictCalls == false)
        }
    }

    @Test("a shell that declares no endpoints says so")
    func noEndpoints() throws {
        let harness = try Harness()
        harness.run("stubs\ncalls\nstub cars.fetchAll hangs")
        #expect(harness.output.text == """
            No endpoints are declared: this shell's modules call no services through endpoints, so there is nothing to stub.
            (no calls through endpoints yet)

            """)
        #expect(harness.failures.map(\.headline) == ["test.vsh:3:6: unknown endpoint 'cars.fetchAll': this shell declares no endpoints"])
    }

    @Test("stubs lists the endpoints with their types and summaries, then the rules in order and strict-calls")
    func stubsListing() throws {
        let harness = try harness()
        harness.run("stubs")
        harness.run(#"stub catalog.titles returns ["Dune"] times 2"#)
        harness.run("stub catalog.borrow fails \"no more loans\"\nset strict-calls on\nstubs")
        #expect(harness.output.text == """
            Endpoints:
              catalog.titles  NoValue -> [String]  the titles on the shelf
              catalog.borrow  Loan -> Loan         lend a title
            No stub rules: every call goes to its service.
            Endpoints:
              catalog.titles  NoValue -> [String]  the titles on the shelf
              catalog.borrow  Loan -> Loan         lend a title
            Rules, in the order calls use them:
              stub catalog.titles returns ["Dune"] times 2
              stub catalog.borrow fails "no more loans"
            strict-calls is on: a call no rule answers fails and fails the script.

            """)
    }

    @Test("calls prints one line a call: time, endpoint, frame, input, outcome; with an endpoint only its calls")
    func callsListing() throws {
        let harness = try harness()
        harness.run("calls\nopen Catalog\nstub catalog.borrow fails \"closed\"\nwait 1s\nborrow Dune\ncalls\ncalls catalog.borrow\nstub clear\nopen Books\ncalls catalog.borrow")
        #expect(harness.output.text == """
            (no calls through endpoints yet)
               0ms  catalog.titles  Catalog#1  null                        returned
            1100ms  catalog.borrow  Catalog#1  {"days":14,"title":"Dune"}  failed (stubbed): closed
            1100ms  catalog.borrow  Catalog#1  {"days":14,"title":"Dune"}  failed (stubbed): closed
            1100ms  catalog.borrow  Catalog#1  {"days":14,"title":"Dune"}  failed (stubbed): closed

            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
    }

    @Test("calls says how many older calls the log dropped, and expect calls counts them all")
    func droppedCalls() throws {
        let harness = try harness()
        let limit = ServiceEndpoints.defaultCallLogLimit
        harness.run("open Catalog\npull \(limit + 4)\nexpect calls catalog.titles == \(limit + 5)")
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(harness.output.text.isEmpty)
        harness.run("calls catalog.titles")
        let lines = harness.output.text.split(separator: "\n")
        #expect(lines.first == "(5 older calls dropped: the log keeps the last \(limit) calls and at most 16 MiB of their inputs)")
        #expect(lines.count == limit + 1)
    }

    @Test("the call log keeps at most 16 MiB of inputs: older calls go first, and calls says so")
    func callLogBytesAreBounded() throws {
        let harness = try harness()
        // A 512 KiB title, borrowed 40 times: 20 MiB of inputs. Before, the log kept them all.
        harness.run("let a = xxxxxxxxxxxxxxxx\n" + String(repeating: "let a = ${a}${a}\n", count: 15) + "open Catalog\n"
            + String(repeating: "borrow ${a}\n", count: 40) + "expect calls catalog.borrow == 40")
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        let kept = endpoints(harness).calls(of: "catalog.borrow")
        #expect(kept.count == 31, "31 inputs of 512 KiB and a few bytes fit in 16 MiB")
        #expect(endpoints(harness).loggedInputBytes <= ServiceEndpoints.callLogByteLimit)
        harness.run("calls")
        let first = harness.output.text.split(separator: "\n").first
        #expect(first == "(10 older calls dropped: the log keeps the last 10000 calls and at most 16 MiB of their inputs)")
    }

    @Test("at most 1,000 stub rules: the next is refused with one error and nothing is added")
    func ruleCountIsBounded() throws {
        let harness = try harness()
        harness.run(String(repeating: "stub catalog.titles hangs times 1\n", count: 1_001))
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:1001: stub: 1000 rules are active, the most a session holds; this one is not added ('stub clear' removes rules)",
        ])
        #expect(endpoints(harness).rules.count == 1_000)
    }

    @Test("the stub rules' values together hold at most 16 MiB: one error, nothing added")
    func ruleBytesAreBounded() throws {
        let harness = try harness()
        let build = "let a = xxxxxxxxxxxxxxxx\n" + String(repeating: "let a = ${a}${a}\n", count: 15)
        harness.run(build + String(repeating: "stub catalog.titles returns [\"${a}\"] times 1\n", count: 33))
        // 31 values of 524,292 bytes hold 16,253,052; the 32nd would pass 16 MiB.
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:48: stub: the rules' values would hold 16777344 bytes together, over their budget of 16777216 bytes (16 MiB); this one is not added ('stub clear' removes rules)",
            "test.vsh:49: stub: the rules' values would hold 16777344 bytes together, over their budget of 16777216 bytes (16 MiB); this one is not added ('stub clear' removes rules)",
        ])
        #expect(endpoints(harness).rules.count == 31)
        harness.run("stub clear\nstub catalog.titles returns [\"${a}\"]")
        #expect(endpoints(harness).rules.count == 1)
    }

    @Test("expect calls compares the count with ==, !=, >= and <=, and a failure shows the count found")
    func expectCalls() throws {
        let harness = try harness()
        harness.run("""
            open Catalog
            reload
            expect calls catalog.titles == 2
            expect calls catalog.titles != 3
            expect calls catalog.titles >= 2
            expect calls catalog.titles <= 2
            expect calls catalog.borrow == 0
            expect calls catalog.titles >= 3
            expect calls catalog.borrow != 0
            expect calls catalog.titles == 1
            """)
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:8: expected calls catalog.titles >= 3, found 2 calls",
            "test.vsh:9: expected calls catalog.borrow != 0, found 0 calls",
            "test.vsh:10: expected calls catalog.titles == 1, found 2 calls",
        ])
    }

    @Test("with strict-calls on, a call no rule answers fails the script at the line that made it")
    func strictCalls() throws {
        let harness = try harness()
        harness.run("""
            set strict-calls on
            stub catalog.titles returns ["Dune"] times 1
            open Catalog
            expect screen contains Dune
            reload
            echo after
            """)
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:5: unexpected call catalog.titles from Catalog#1 with input null (strict-calls is on and no stub rule answers it)"
        ])
        #expect(harness.output.text == "after\n", "the script went on (keep-going)")
        #expect(harness.interpreter.session.top?.moduleState()["failure"] == .string("Could not load titles: unexpected call"))
    }

    @Test("expect error accepts an unexpected call; strict-calls off lets calls through again; set shows it")
    func strictCallsAccepted() throws {
        let harness = try harness()
        harness.run("""
            set strict-calls on
            open Catalog
            expect error unexpected call catalog.titles
            set
            set strict-calls off
            reload
            expect screen contains Dune
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(harness.output.text.contains("strict-calls on\n"))
    }

    @Test("interactively an unexpected call is an error line after the screen, and the shell goes on")
    func strictCallsInteractively() throws {
        let harness = try harness(.interactive)
        harness.interpreter.executeInteractively("set strict-calls on")
        harness.interpreter.executeInteractively("open Catalog")
        #expect(harness.output.text.contains("Could not load titles: unexpected call"))
        #expect(harness.output.errorText == "error: unexpected call catalog.titles from Catalog#1 with input null (strict-calls is on and no stub rule answers it)\n")
        #expect(harness.interpreter.executeInteractively("stubs"))
    }

    @Test("completion offers endpoint names and rule words after stub, calls and expect calls")
    func completion() throws {
        let shell = try Shell(configuration: Catalog.configuration, output: CapturedOutput())
        let completer = shell.completer
        #expect(completer.completions(forLinePrefix: "stub ") == ["*", "catalog.borrow", "catalog.titles", "clear"])
        #expect(completer.completions(forLinePrefix: "stub cat") == ["catalog.borrow", "catalog.titles"])
        #expect(completer.completions(forLinePrefix: "stub clear ") == ["*", "catalog.borrow", "catalog.titles"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles ") == ["delay", "fails", "hangs", "returns", "yields"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles h") == ["hangs"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles hangs ") == ["times"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles fails offline t") == ["times"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles fails offline ") == ["after", "times"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles delay ") == ["1s", "2s", "300ms"])
        #expect(completer.completions(forLinePrefix: "stub catalog.titles hangs times ").isEmpty)
        #expect(completer.completions(forLinePrefix: "calls ") == ["catalog.borrow", "catalog.titles"])
        #expect(completer.completions(forLinePrefix: "calls catalog.titles ").isEmpty)
        #expect(completer.completions(forLinePrefix: "expect c") == ["calls", "closed"])
        #expect(completer.completions(forLinePrefix: "expect calls catalog.t") == ["catalog.titles"])
        #expect(completer.completions(forLinePrefix: "expect calls catalog.titles ") == ["!=", "<=", "==", ">="])
        #expect(completer.completions(forLinePrefix: "set strict-calls ") == ["off", "on"])
    }

    @Test("help explains each command")
    func help() throws {
        let harness = try harness()
        harness.run("help stub\nhelp stubs\nhelp calls\nhelp expect\nhelp set")
        let text = harness.output.text
        #expect(text.contains("usage: stub <endpoint>|* <rule>, stub clear\n"))
        #expect(text.contains("  returns <json> [after <d>]     answer with this value"))
        #expect(text.contains("usage: stubs\n"))
        #expect(text.contains("usage: calls [endpoint]\n"))
        #expect(text.contains("expect calls <endpoint> <op> <n>"))
        #expect(text.contains("set strict-calls on|off"))
        #expect(harness.failures.isEmpty)
    }
}
