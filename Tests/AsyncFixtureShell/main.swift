import ViperRuntime
import ViperShellCLI
import ViperShellKit

// A test-only shell whose module is written with Swift concurrency, in the
// Rambler layout: a Task in the interactor, an actor service with async let
// on the session's clock, a main-actor service, and a service sleeping on the
// real ContinuousClock (the stuck case); the contacts are fetched and added
// through declared endpoints, so scenarios stub them. Its scenarios (Tests/AsyncScenarios)
// pin virtual times; scripts/determinism runs them many times.

ShellCLI(
    configuration: ShellConfiguration(name: "async-fixture-shell") { registry, services in
        try ContactsEndpoints.declare(in: services.endpoints)
        try registry.register(ContactsListAssembly().makeRegistration())
    },
    version: "0"
).main()
