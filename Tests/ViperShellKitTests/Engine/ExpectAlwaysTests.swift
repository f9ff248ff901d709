import Testing
import ViperRuntime
@testable import ViperShellEngine

/// `expect invariant`, `expect invariants` and `expect always`: the team's
/// invariants in scripts, checked once or after every step.
@MainActor
@Suite("expect invariant(s) and expect always")
struct ExpectAlwaysTests {
    private static let second = "\"Race#1 (RacePresenter.startSecond)\""

    private func run(_ script: String, declaring: Bool = true) throws -> [String] {
        let harness = try Harness(configuration: RaceFixture.configuration(declaring: declaring)) { $0.stopsAtFirstFailure = false }
        harness.run(script)
        return harness.failures.map(\.headline)
    }

    @Test("expect invariant checks the named invariant now; expect invariants checks every one")
    func checkedOnce() throws {
        #expect(try run("open Race\ngo\nexpect invariant first writes first\nexpect invariants").isEmpty)
        let broken = try run("open Race\nschedule \(Self.second)\ngo\nexpect invariant \"first writes first\"\nexpect invariants")
        #expect(broken == [
            "test.vsh:4: expected invariant \"first writes first\" to hold, found it broken: the log is second, first",
            "test.vsh:5: expected invariant \"first writes first\" to hold, found it broken: the log is second, first",
        ], "\(broken)")
    }

    @Test("an invariant nobody declared is an error naming those there are")
    func unknownInvariant() throws {
        #expect(try run("expect invariant firsts writes first") == [
            "test.vsh:1: expect invariant: no invariant named 'firsts writes first'; did you mean first writes first?",
        ])
        #expect(try run("expect invariant x", declaring: false) == ["test.vsh:1: expect invariant: no invariant named 'x'; the modules declare none"])
        #expect(try run("expect invariants", declaring: false).isEmpty)
    }

    @Test("expect always fails the step that broke it, naming where it was declared; later steps are checked too")
    func standingCheck() throws {
        let failures = try run("""
            expect always invariant "first writes first"
            expect always screen lacks second first
            open Race
            go
            schedule \(Self.second)
            go
            go
            """)
        #expect(failures.count == 2, "\(failures)")
        #expect(failures.first?.hasPrefix("test.vsh:6: expected the screen to lack \"second first\"") == true, "\(failures)")
        #expect(failures.first?.hasSuffix("(expect always, test.vsh:2)") == true, "\(failures)")
        #expect(failures.last?.hasPrefix("test.vsh:7: ") == true, "\(failures)")
        let invariant = try run("expect always invariant \"first writes first\"\nopen Race\nschedule \(Self.second)\ngo\nexpect depth 1")
        #expect(invariant == [
            "test.vsh:4: expected invariant \"first writes first\" to hold, found it broken: the log is second, first (expect always, test.vsh:1)",
        ])
    }

    @Test("expect always in <Module> checks only after steps that leave that module on top")
    func onlyInModule() throws {
        #expect(try run("expect always in Race depth 2\nopen Race").count == 1)
        #expect(try run("expect always in Race depth 1\nopen Race\ngo").isEmpty)
    }

    @Test("a check is made after reads never, after a command that failed too")
    func afterFailedCommands() throws {
        let failures = try run("""
            open Race
            go
            expect always screen lacks log: first
            screen
            expect depth 1
            nonsense
            expect error unknown command
            """)
        #expect(failures.count == 2, "\(failures)")
        #expect(failures.first?.hasPrefix("test.vsh:6: expected the screen to lack \"log: first\"") == true, "\(failures)")
        #expect(failures.first?.contains("(expect always, test.vsh:3); the command itself failed: unknown command or action 'nonsense' for Race") == true, "\(failures)")
        #expect(failures.last == "test.vsh:7: expected an error containing \"unknown command\", found that the previous command succeeded")
    }

    @Test("what cannot be checked after every step, and names that do not exist, are refused where they are declared")
    func refused() throws {
        let failures = try run("""
            expect always error x
            expect always snapshot s
            expect always always depth 1
            expect always in Nope depth 1
            expect always calls nope.x == 1
            expect always screen matches (
            expect always invariant nope
            expect always
            """)
        #expect(failures.count == 8, "\(failures)")
        #expect(failures[0] == "test.vsh:1:15: expect always: 'error' cannot be checked after every command; use screen, top, depth, state, calls, opened, closed, invariant or invariants")
        #expect(failures[1].hasPrefix("test.vsh:2:15: expect always: 'snapshot' cannot"))
        #expect(failures[2].hasPrefix("test.vsh:3:15: expect always: 'always' cannot"))
        #expect(failures[3] == "test.vsh:4: expect always in: unknown module 'Nope'; the modules are Race")
        #expect(failures[4] == "test.vsh:5:21: expect calls: unknown endpoint 'nope.x'; 'stubs' lists the endpoints")
        #expect(failures[5].hasPrefix("test.vsh:6: bad regular expression '('"))
        #expect(failures[6] == "test.vsh:7: expect invariant: no invariant named 'nope'; the invariants are first writes first")
        #expect(failures[7].hasPrefix("test.vsh:8: usage: expect always"))
    }

    @Test("at most 1,000 expect always checks: the next is refused with one error, and the ones kept still hold")
    func standingChecksHaveABudget() throws {
        let limit = ShellInterpreter.standingAssertionLimit
        let script = Array(repeating: "expect always depth 1", count: limit + 1).joined(separator: "\n") + "\nopen Race\ngo"
        let harness = try Harness(configuration: RaceFixture.configuration(declaring: true)) { $0.stopsAtFirstFailure = false }
        harness.run(script)
        #expect(limit == 1_000)
        #expect(harness.failures.map(\.headline) == [
            "test.vsh:\(limit + 1): expect always: \(limit) checks are already made after every step, the most a session keeps; this one is not added",
        ])
        #expect(harness.interpreter.standingAssertions.count == limit)
    }
}
