import ViperRuntime
import ViperShellCLI
import ViperShellEngine

// A test-only shell whose module is written with Swift concurrency, in the
// Rambler layout: a Task in the interactor, an actor service with async let
// on the session's clock, a main-actor service, and a service sleeping on the
// real ContinuousClock (the stuck case); the contacts are fetched and added
// through declared endpoints, so scenarios stub them. Its scenarios (Tests/AsyncScenarios)
// pin virtual times; scripts/determinism runs them many times.
//
// It also has one command no real shell should have: `roll`, which prints a
// random number, the planted nondeterminism `run --repeat` must catch.

extension ShellCommandDefinition {
    /// `roll`: prints a random number, different on (nearly) every run.
    static let roll = ShellCommandDefinition(
        name: "roll", summary: "print a random number (a planted nondeterminism)"
    ) { context, _ in
        context.output.write("rolled \(UInt64.random(in: 0...UInt64.max))\n")
        return .done
    }
}

ShellCLI(
    configuration: ShellConfiguration(name: "async-fixture-shell", commands: .standard + [.roll]) { registry, services in
        try ContactsEndpoints.declare(in: services.endpoints)
        try registry.register(ContactsListAssembly().makeRegistration())
    },
    version: "0"
).main()
