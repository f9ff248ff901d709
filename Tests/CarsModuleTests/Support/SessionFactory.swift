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

    /// Performs an action given as one line of words (`fill model Model 3`),
    /// then runs what comes due within the shell's autosettle horizon, as the
    /// shell does after a command: the repository's answers have arrived.
    func perform(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        try perform(action: words[0], words: Array(words.dropFirst()))
        try autosettle()
    }

    /// Opens `name` as the root, then runs what comes due within the
    /// autosettle horizon, as the shell's `open` does.
    func openAndSettle(_ name: String, parameters: [String: String] = [:]) throws {
        try open(name, parameters: parameters)
        try autosettle()
    }

    /// Runs the work due within a second of virtual time from now: the
    /// shell's default autosettle horizon.
    func autosettle() throws {
        try runWork(dueBy: scheduler.now + .seconds(1))
    }
}
