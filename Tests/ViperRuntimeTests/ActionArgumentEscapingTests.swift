import Testing
@testable import ViperRuntime

@Suite("Argument errors repeat the typed word escaped")
struct ActionArgumentEscapingTests {
    let action = ViewAction("select", [.integer("n", minimum: 1), .choice("where", ["top", "bottom"])], help: "Selects.")

    @Test("a word that is not a number is shown with its control characters escaped (found by explore)")
    func notANumber() {
        #expect(throws: ActionArgumentError(action: action, message: "<n> must be a whole number, not '\\u{1B}[2J'")) {
            try ActionArguments.check(["\u{1B}[2J", "top"], against: action)
        }
    }

    @Test("a word outside the choices is shown with C1 codes escaped")
    func notAChoice() {
        #expect(throws: ActionArgumentError(action: action, message: "<where> must be one of top, bottom, not '\\u{9B}31m'")) {
            try ActionArguments.check(["1", "\u{9B}31m"], against: action)
        }
    }
}
