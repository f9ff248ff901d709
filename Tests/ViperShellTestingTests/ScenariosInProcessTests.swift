import CarsModule
import PostListModule
import Testing
import ViperRuntime
import ViperShellEngine
import ViperShellTesting

/// The shell's two features, as `viper-shell` registers them with its built-in data.
let featuresConfiguration = ShellConfiguration(name: "viper-shell") { registry, services in
    try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
    try PostListFeature.register(in: registry, services: services, catalog: .builtIn)
}

/// Every scenario of `Tests/Scenarios` as its own Swift Testing test, run
/// in-process through `ViperShellTesting` (the binary-level `run` has its own tests).
@MainActor
@Suite("Scenarios in-process")
struct ScenariosInProcessTests {
    @Test(arguments: try Scenario.all(in: "Tests/Scenarios"))
    func scenario(_ scenario: Scenario) {
        ScenarioTests.run(scenario, configuration: featuresConfiguration)
    }

    @Test("the folder holds the scenarios the binary runs")
    func scenariosAreFound() throws {
        let scenarios = try Scenario.all(in: "Tests/Scenarios")
        #expect(scenarios.count >= 10)
        #expect(scenarios.allSatisfy { $0.path.hasPrefix("Tests/Scenarios/") && $0.path.hasSuffix(".vsh") })
    }

    @Test("a folder that is not there throws instead of running nothing")
    func missingFolderThrows() {
        #expect(throws: ScriptRunner.CollectionError.self) { try Scenario.all(in: "Tests/NoSuchFolder") }
    }
}

@Suite("Scenario folders beside a test file")
struct ScenarioFolderTests {
    @Test("a folder is taken from the test file's folder, whatever the current directory")
    func folderNextToFile() throws {
        let scenarios = try Scenario.all(in: "../ScenarioFixtures/failing", nextTo: #filePath)
        #expect(scenarios.map { $0.path.split(separator: "/").suffix(4).joined(separator: "/") } == [
            "Tests/ScenarioFixtures/failing/a_passes.vsh",
            "Tests/ScenarioFixtures/failing/b_wrong_top.vsh",
            "Tests/ScenarioFixtures/failing/c_unexpected_error.vsh",
        ])
        #expect(scenarios.allSatisfy { $0.path.hasPrefix("/") && !$0.path.contains("/../") })
    }
}
