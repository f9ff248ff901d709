import Testing
import ViperRuntime
@testable import ViperShellEngine

/// `schedule`: the order of the work ready at once during the next command,
/// over the Race fixture, whose two tasks wake at the same virtual time.
@MainActor
@Suite("schedule orders the work ready at once in the next command")
struct ScheduleCommandTests {
    private static let first = "\"Race#1 (RacePresenter.startFirst)\""
    private static let second = "\"Race#1 (RacePresenter.startSecond)\""

    private func run(_ script: String) throws -> Harness {
        let harness = try Harness(configuration: RaceFixture.configuration()) { $0.stopsAtFirstFailure = false }
        harness.run(script)
        return harness
    }

    @Test("without schedule the work runs in the single order; named work runs first, in the order named")
    func namedOrder() throws {
        let plain = try run("open Race\ngo\nexpect state log == '[\"first\", \"second\"]'")
        #expect(plain.failures.isEmpty, "\(plain.failures.map(\.report))")
        let reversed = try run("open Race\nschedule \(Self.second)\ngo\nexpect state log == '[\"second\", \"first\"]'")
        #expect(reversed.failures.isEmpty, "\(reversed.failures.map(\.report))")
        let both = try run("open Race\nschedule \(Self.second) \(Self.first)\ngo\nexpect state log == '[\"second\", \"first\"]'")
        #expect(both.failures.isEmpty, "\(both.failures.map(\.report))")
    }

    @Test("the order applies to the next command that may change the session only: a read leaves it waiting")
    func onlyTheNextCommand() throws {
        let harness = try run("""
            open Race
            schedule \(Self.second)
            expect depth 1
            screen
            go
            expect state log == '["second", "first"]'
            go
            expect state log == '["second", "first", "first", "second"]'
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
    }

    @Test("schedule random <n> gives the same order every run, and some number reverses the two")
    func randomOrder() throws {
        var logs: Set<[String]> = []
        for seed in 0..<16 {
            let once = try run("open Race\nschedule random \(seed)\ngo")
            let again = try run("open Race\nschedule random \(seed)\ngo")
            let log = once.interpreter.session.top?.moduleState()
            #expect(log == again.interpreter.session.top?.moduleState(), "seed \(seed)")
            if case .object(let members)? = log, case .array(let names)? = members["log"] {
                logs.insert(names.map { if case .string(let name) = $0 { name } else { "" } })
            }
        }
        #expect(logs == [["first", "second"], ["second", "first"]])
    }

    @Test("a schedule's choices are what explore writes back as names: the named line makes the same choices")
    func namedLineReplays() throws {
        for seed in 0..<16 {
            let random = try run("open Race\nschedule random \(seed)\ngo")
            guard let named = random.interpreter.lastSchedule?.namedLine else {
                #expect(random.interpreter.session.top?.moduleState() == (try run("open Race\ngo")).interpreter.session.top?.moduleState())
                continue
            }
            let replay = try run("open Race\n\(named)\ngo")
            #expect(replay.interpreter.session.top?.moduleState() == random.interpreter.session.top?.moduleState(), "\(named)")
        }
    }

    @Test("bad schedules are one clear error each, at the word")
    func errors() throws {
        let harness = try run("""
            schedule random x
            schedule "A#1 (a)" b "A#1 (a)"
            schedule
            """)
        let headlines = harness.failures.map(\.headline)
        #expect(headlines.count == 3, "\(headlines)")
        #expect(headlines.first == "test.vsh:1:17: schedule random: expected a whole number from 0 to 18446744073709551615, got 'x'")
        #expect(headlines.dropFirst().first == "test.vsh:2:22: schedule: 'A#1 (a)' is named twice")
        #expect(headlines.last?.hasPrefix("test.vsh:3: ") == true && headlines.last?.contains("schedule <name> ... | schedule random <n>") == true,
                "\(headlines)")
    }
}
