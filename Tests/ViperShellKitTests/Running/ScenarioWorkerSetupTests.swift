import Testing
@testable import ViperShellEngine

/// A worker of `run --jobs` gets its options whole, as one JSON line: what
/// the leader writes reads back as the same values, whatever they hold.
@Suite("worker setup line")
struct ScenarioWorkerSetupTests {
    static let setups: [ScenarioWorkerSetup] = [
        ScenarioWorkerSetup(scenarios: ScenarioOptions()),
        ScenarioWorkerSetup(
            scenarios: ScenarioOptions(
                width: 120, updatesSnapshots: true, keepsGoing: true, keepsFailureArtifacts: true, recordsCoverage: true,
                variables: ["user": "ann", "empty": "", "q": "a b=c", "line": "one\ntwo", "dash": "-d"]),
            sendsOutput: true, dataDirectory: "-d"),
        ScenarioWorkerSetup(scenarios: ScenarioOptions(width: 40), dataDirectory: "data/ünï \"quoted\"\\\n--verbose"),
    ]

    @Test("a setup reads back from its line as itself, on one line", arguments: setups)
    func roundTrip(setup: ScenarioWorkerSetup) throws {
        let line = setup.line

        #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" })
        #expect(try ScenarioWorkerSetup(line: String(line.dropLast())) == setup)
    }

    @Test("a first line that is not a setup is refused with a message",
          arguments: ["", "\"a.vsh\"", "{}", "{\"scenarios\":{},\"sends_output\":false}",
                      #"{"scenarios":{"width":5,"updates_snapshots":false,"keeps_going":false,"keeps_failure_artifacts":false,"records_coverage":false,"variables":{}},"sends_output":false}"#,
                      #"{"scenarios":{"width":80,"updates_snapshots":false,"keeps_going":false,"keeps_failure_artifacts":false,"records_coverage":false,"variables":{"1x":"y"}},"sends_output":false}"#])
    func refusesOtherLines(line: String) {
        #expect(throws: ScenarioWorkerSetup.DecodingError.self) { try ScenarioWorkerSetup(line: line) }
    }
}
