import CarsModule
import PostListModule
import Testing
import ViperShellKit
import ViperShellTesting

/// viper-shell's own scenarios, in-process, over its two features: sessions
/// with the runtime's hooks installed while they live.
@MainActor
@Suite("viper-shell scenarios beside TestClock tests")
struct ViperShellScenarioTests {
    static let configuration = ShellConfiguration(name: "viper-shell") { registry, services in
        try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
        try PostListFeature.register(in: registry, services: services, catalog: .builtIn)
    }

    @Test(arguments: try Scenario.all(in: "../../../../Scenarios", nextTo: #filePath))
    func scenario(_ scenario: Scenario) {
        ScenarioTests.run(scenario, configuration: Self.configuration)
        // The session is gone: its hooks are put back as they were.
        #expect(!globalHookIsSet() || TestClockTests.mainSerialScopeIsOpen)
    }
}
