import Testing

@Suite("actions")
struct ActionsCommandTests {
    @Test("when every action of the top module is unavailable, actions says which and why, not that it has none")
    func unavailableActionsAreNamed() throws {
        let outcome = try BinaryRunner.run([], input: "set autosettle off\nopen CarDetail carId=c1\nactions\nwait 1s\nactions\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            CarDetail has no action available now: delete (the car is still loading)
            delete  delete this car and go back

            """)
    }
}
