import Foundation
import Testing

/// stub, stubs, calls, expect calls and strict-calls end to end, through the
/// async fixture shell, whose contacts go through declared endpoints.
@Suite("Stubbing endpoints (async fixture shell)")
struct ServiceStubTests {
    private static let shell = "async-fixture-shell"

    @Test("a hanging stub shows as 'service <endpoint>' in tasks; closing its module ends the call as cancelled")
    func hangingCallIsCancelled() throws {
        let script = try String(contentsOfFile: "Tests/AsyncScenarios/stub_delay_hangs.vsh", encoding: .utf8)
        let outcome = try BinaryRunner.run([], input: script, executable: Self.shell)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            ContactsList#1  ContactsListInteractor.obtainContacts  service contacts.fetchAll
               0ms  contacts.fetchAll  ContactsList#1  null  returned
            2000ms  contacts.fetchAll  ContactsList#1  null  hanging (stubbed)
                0ms  contacts.fetchAll  ContactsList#1  null  returned
             2000ms  contacts.fetchAll  ContactsList#1  null  cancelled
            12000ms  contacts.fetchAll  ContactsList#2  null  pending
            (no tasks)

            """)
    }

    @Test("with strict-calls on, an unexpected call fails the scenario at the line that made it, with the call")
    func unexpectedCallFailsTheScenario() throws {
        let run = try BinaryRunner.run(["run", "Tests/ScenarioFixtures/async/unexpected_call.vsh"], executable: Self.shell)
        #expect(run.status == 1)
        #expect(run.stdoutLines.contains(
            "    Tests/ScenarioFixtures/async/unexpected_call.vsh:7: unexpected call contacts.fetchAll from ContactsList#1 "
                + "with input null (strict-calls is on and no stub rule answers it)"), "\(run.stdout)")
        #expect(run.stdoutLines.contains("      ! Could not load contacts: unexpected call"), "\(run.stdout)")
        #expect(!run.stdout.contains("not reached"))
    }

    @Test("stubs, calls and the errors of a batch, in order")
    func batchOutput() throws {
        let outcome = try BinaryRunner.run(
            [], input: """
                stub contacts.fetchAll fails offline times 1
                open ContactsList
                add Bob 555-0200
                stubs
                calls
                stub contacts.add returns {"name": 7}
                stub contacts.add returns {"name": "Bob",
                stub contacts.fetchAll delay 1 s

                """, executable: Self.shell)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == """
            Endpoints:
              contacts.fetchAll  NoValue -> [Contact]  every contact, both pages
              contacts.add       Contact -> Contact    add a contact
            No stub rules: every call goes to its service.
            0ms  contacts.fetchAll  ContactsList#1  null                               failed (stubbed): offline
            0ms  contacts.add       ContactsList#1  {"name":"Bob","phone":"555-0200"}  returned

            """)
        #expect(outcome.stderr == """
            <stdin>:6: contacts.add returns: the value does not decode as its output at $.name: expected a string, found a number
            <stdin>:7:42: stub contacts.add returns: the value is not JSON: expected a member name in double quotes
            <stdin>:8:32: stub contacts.fetchAll delay takes one duration, got 2 words

            """)
    }

    @Test("a session recorded after stubbing passes under run at once")
    func recordedStubsReplay() throws {
        let folder = NSTemporaryDirectory() + "stub-record-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/stubbed.vsh"
        let batch = try BinaryRunner.run(
            [], input: """
                stub contacts.fetchAll returns [{"name": "Zed Shaw", "phone": "555-0199"}] times 2
                set strict-calls on
                open ContactsList
                record \(script)
                reload
                expect screen contains Zed Shaw
                add Bob 1
                expect error unexpected call contacts.add
                expect screen contains Could not add Bob: unexpected call
                record stop

                """, executable: Self.shell)
        #expect(batch.status == 0, "\(batch.stderr)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("""
            # the stub rules active when recording began
            stub clear
            stub contacts.fetchAll returns [{"name":"Zed Shaw","phone":"555-0199"}] times 1
            set strict-calls on
            """), "\(text)")
        #expect(text.contains("add Bob 1\nexpect error \"unexpected call contacts.add\"\n"), "\(text)")
        let run = try BinaryRunner.run(["run", script], executable: Self.shell)
        #expect(run.status == 0, "\(run.stdout)")
    }
}
