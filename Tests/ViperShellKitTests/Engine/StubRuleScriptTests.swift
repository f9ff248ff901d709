import Testing
import ViperRuntime
@testable import ViperShellEngine

/// The stub rules that say when an answer arrives (`delay`, `after`), rules
/// for every endpoint (`stub *`), stream endpoints (`yields`), and the
/// errors a mistake in them gives, over the Catalog module.
@MainActor
@Suite("Stub rules: times, every endpoint, streams")
struct StubRuleScriptTests {
    private func harness() throws -> Harness {
        try Harness(mode: .script, configuration: Catalog.configurationWithNews) { $0.stopsAtFirstFailure = false }
    }

    private func endpoints(_ harness: Harness) -> ServiceEndpoints { harness.interpreter.session.services.endpoints }

    @Test("delay: the answer arrives that long after the call, whatever the service's own latency (100 ms here)")
    func delayIsTheTimeOfTheAnswer() throws {
        let harness = try harness()
        harness.run("""
            set autosettle off
            stub catalog.titles delay 2s times 1
            open Catalog
            wait 1999ms
            expect screen contains Loading…
            wait 1ms
            expect screen contains Dune
            stub catalog.titles delay 50ms times 1
            reload
            wait 99ms
            expect screen contains Loading…
            wait 1ms
            expect screen contains Dune
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
    }

    @Test("returns and fails after a time answer that long after the call")
    func answersAfterATime() throws {
        let harness = try harness()
        harness.run("""
            set autosettle off
            stub catalog.titles returns ["Ulysses", "Emma"] after 3s times 1
            stub catalog.titles fails "the server is down" after 500ms times 1
            open Catalog
            wait 2999ms
            expect screen contains Loading…
            wait 1ms
            expect screen contains Ulysses
            reload
            wait 499ms
            expect screen contains Loading…
            wait 1ms
            expect screen contains Could not load titles: the server is down
            stubs
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(endpoints(harness).calls(of: nil).map(\.time) == [0, 3000])
        #expect(harness.output.text.hasSuffix("No stub rules: every call goes to its service.\n"), "\(harness.output.text)")
    }

    @Test("stub * makes a rule for every endpoint; stubs lists it as '*'; stub clear * removes it")
    func everyEndpoint() throws {
        let harness = try harness()
        harness.run("""
            stub * fails "the network is down"
            open Catalog
            expect screen contains Could not load titles: the network is down
            borrow Emma
            expect screen contains Could not borrow Emma: the network is down
            stubs
            stub clear *
            reload
            expect screen contains Dune
            expect calls catalog.titles == 2
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(harness.output.text.contains("Rules, in the order calls use them:\n  stub * fails \"the network is down\"\n"), "\(harness.output.text)")
    }

    @Test("yields delivers a stream's values at their times after the call, then ends; calls lists the deliveries; the reader is listening")
    func yieldsOnAStream() throws {
        let harness = try harness()
        harness.run("""
            open Catalog
            set autosettle off
            stub catalog.news yields {"title": "Storm warning"} at 200ms, {"title": "All clear"} at 450ms, then fails "the feed dropped"
            watch
            wait 300ms
            expect state news == '["Storm warning"]'
            tasks
            wait 150ms
            expect state news == '["Storm warning", "All clear"]'
            expect state newsEnd == "failed: the feed dropped"
            calls catalog.news
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(harness.output.text.contains("listening catalog.news\n"), "\(harness.output.text)")
        #expect(harness.output.text.hasSuffix("""
            100ms  catalog.news  Catalog#1  "front page"  failed (stubbed): the feed dropped
                   300ms  yielded {"title":"Storm warning"}
                   550ms  yielded {"title":"All clear"}

            """), "\(harness.output.text)")
    }

    @Test("a stream with no values, one that stays open, and without a rule the real source")
    func streamEnds() throws {
        let harness = try harness()
        harness.run("""
            open Catalog
            stub catalog.news yields then finishes times 1
            stub catalog.news yields {"title": "x"} at 0ms, then stays open times 1
            watch
            expect state newsEnd == finished
            expect state news == []
            watch
            expect state news == '["x"]'
            expect state newsEnd == null
            tasks
            watch
            expect state news == '["x", "Real news"]'
            expect state newsEnd == finished
            calls catalog.news
            """)
        #expect(harness.failures.isEmpty, "\(harness.failures.map(\.report))")
        #expect(harness.output.text.hasSuffix("""
            100ms  catalog.news  Catalog#1  "front page"  finished (stubbed)
            100ms  catalog.news  Catalog#1  "front page"  cancelled
                   100ms  yielded {"title":"x"}
            100ms  catalog.news  Catalog#1  "front page"  finished
                   100ms  yielded {"title":"Real news"}

            """), "\(harness.output.text)")
    }

    @Test("each mistake in a rule is one error naming the word at its column, and adds nothing")
    func mistakes() throws {
        let harness = try harness()
        let lines = [
            "stub catalog.news yields {\"title\": \"a\"} at 2x, then finishes",
            "stub catalog.news yields {\"title\": \"a\"} 200ms, then finishes",
            "stub catalog.news yields {\"title\": \"a\" at 200ms, then finishes",
            "stub catalog.news yields {\"title\": \"a\"} at 200ms then",
            "stub catalog.news yields {\"title\": \"a\"} at 200ms, then explodes",
            "stub catalog.news yields {\"title\": \"a\"} at 200ms; {\"title\": \"b\"} at 100ms, then finishes",
            "stub catalog.news yields {\"title\": \"a\"} at 200ms, {\"title\": \"b\"} at 100ms, then finishes",
            "stub catalog.news yields {\"title\": \"a\"} at 200ms",
            "stub catalog.news returns {\"title\": \"a\"}",
            "stub catalog.titles yields [] at 0ms, then finishes",
            "stub catalog.titles returns [] after soon",
            "stub catalog.titles hangs after 2s",
            "stub * returns []",
            "stub catalog.titels fails",
        ]
        for line in lines { harness.run(line) }
        #expect(harness.failures.map { "\($0.location.column.map(String.init) ?? "-"): \($0.message)" } == [
            "44: stub catalog.news yields: bad time '2x' for value 1: use a number and a unit, like 200ms or 2s",
            "41: stub catalog.news yields: expected 'at <time>' after value 1, found '200ms'",
            "40: stub catalog.news yields: value 1 is not JSON: expected ',' or '}'",
            "50: stub catalog.news yields: missing the end after 'then': finishes, fails [<message>] or stays open",
            "51: stub catalog.news yields: unknown end 'then explodes': use then finishes, then fails [<message>] or then stays open",
            "44: stub catalog.news yields: bad time '200ms;' for value 1: use a number and a unit, like 200ms or 2s",
            "69: stub catalog.news yields: value 2 at 100ms comes before value 1 at 200ms; list the values in time order",
            "49: stub catalog.news yields: expected ', <json> at <time>' or ', then finishes|fails|stays open' after value 1, found nothing",
            "-: stub catalog.news returns: catalog.news is a stream; say what it delivers with yields <json> at <time>, ..., then finishes",
            "-: stub catalog.titles yields: catalog.titles answers once, not with a stream; use returns <json>",
            "38: stub catalog.titles returns: bad duration 'soon': use a number and a unit, like 300ms, 2s or 1m",
            "27: stub catalog.titles hangs: 'after' applies to returns and fails (delay <duration> says when the real answer arrives)",
            "-: stub * returns: a value cannot suit every endpoint; stub one endpoint, or use fails, delay or hangs",
            "6: unknown endpoint 'catalog.titels' (did you mean 'catalog.titles', 'catalog.news'?); 'stubs' lists the endpoints",
        ], "\(harness.failures.map(\.message))")
        #expect(endpoints(harness).rules.isEmpty)
    }
}
