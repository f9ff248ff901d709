@testable import CarsModule

/// A session whose registry holds the Cars feature over a fresh repository of `cars`.
@MainActor
func makeCarsSession(cars: [Car] = CarsFeature.builtInCars) throws -> ViperSession {
    let registry = ModuleRegistry(reservedNames: ["open", "back", "help", "screen", "quit"])
    try CarsFeature.register(in: registry, cars: cars)
    return ViperSession(registry: registry)
}

extension ViperSession {
    /// The text of the top screen, at width 80 without colour.
    var topScreenText: String {
        top.map { ScreenRenderer().render($0.makeScreen()) } ?? ""
    }

    /// The top module's state.
    var topState: JSONValue {
        top?.moduleState() ?? .null
    }

    /// Performs an action given as one line of words (`fill model Model 3`).
    func perform(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        try perform(action: words[0], words: Array(words.dropFirst()))
    }
}
