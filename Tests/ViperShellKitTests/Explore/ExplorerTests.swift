import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Explore: walks, coverage, reproducibility, usage")
struct ExplorerTests {
    private func explore(seed: UInt64 = 5, steps: Int = 300, modules: [String] = []) -> ExploreReport {
        let options = ExploreOptions(steps: steps, depth: 10, seed: seed, modules: modules)
        return Explorer(configuration: PlantedFaults.configuration(.none), options: options).run()
    }

    @Test("well-behaved modules: explore reaches every action and the push edge, and finds nothing")
    func coverage() {
        let report = explore()
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(report.steps == 300)
        #expect(report.walks == 28, "an open and 10 steps a walk")
        #expect(report.modulesOpened == ["Faulty", "FaultyDetail"])
        #expect(report.actionsPerformed["Faulty"] == ["inspect", "label", "pick", "rename"])
        #expect(report.edges.contains("Faulty -> FaultyDetail (push)"))
        #expect(report.edges.contains("FaultyDetail -> Faulty (close)"))
        #expect(report.distinctScreens > 10)
        #expect(report.text.hasSuffix("broken invariants: 0\n"))
    }

    @Test("the same seed gives the same report, byte for byte; another seed walks elsewhere")
    func reproducibleBySeed() {
        #expect(explore(seed: 9).text == explore(seed: 9).text)
        #expect(explore(seed: 9).distinctScreens != explore(seed: 10).distinctScreens || explore(seed: 9).text != explore(seed: 10).text)
    }

    @Test("a required parameter without default is tried from the small set of values")
    func requiredParameters() {
        let options = ExploreOptions(steps: 40, depth: 5, seed: 1, parameterValues: ["b9", "b2"])
        let report = Explorer(configuration: Shelf.configuration, options: options).run()
        #expect(report.modulesNotOpened.isEmpty, "\(report.text)")
        #expect(report.modulesOpened.contains("Book"))
    }

    @Test("usage errors: no steps, no depth, an unknown module (with a suggestion) exit with 2")
    func usageErrors() {
        let noSteps = explore(steps: 0)
        #expect(noSteps.exitCode == 2)
        #expect(noSteps.text == "explore: --steps must be 1 or more, not 0\n")
        let unknown = explore(modules: ["Faulti"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.text == "explore: unknown module 'Faulti'; did you mean Faulty?\n")
        let noDepth = Explorer(configuration: PlantedFaults.configuration(.none), options: ExploreOptions(depth: 0)).run()
        #expect(noDepth.exitCode == 2)
    }
}

@Suite("Explore's parts: quoting, minimising, checks")
struct ExplorePartsTests {
    @Test("every sampled text, quoted, reads back as the same single word")
    func quotingRoundTrips() throws {
        for text in ArgumentSampler.texts + ["a\"b", "back\\slash", "line\nbreak", "tab\there", "#hash", "it's"] {
            let words = try Tokenizer.words(of: "fill " + Tokenizer.quoted(text))
            #expect(words.map(\.text) == ["fill", text])
        }
        #expect(Tokenizer.quoted("Tesla") == "Tesla")
        #expect(Tokenizer.quoted("3", alwaysQuoted: true) == "\"3\"")
    }

    @Test("a step's command name is its first word as the tokenizer reads it, whatever its arguments start with")
    func commandNameIsTheFirstWord() throws {
        let arguments = ArgumentSampler.texts + ArgumentSampler.edgeNumbers + ["\u{301}x", "\u{200D}y", "\u{FE0F}", "é"]
        for argument in arguments {
            let line = ExploreStep.action("fill", arguments: [argument, "two"])
            #expect(ExploreStep.commandName(of: line) == "fill", "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(try Tokenizer.words(of: line).first?.text == ExploreStep.commandName(of: line))
        }
        #expect(ExploreStep.commandName(of: "back") == "back")
        #expect(ExploreStep.commandName(of: ExploreStep.wait(.seconds(2))) == "wait")
        #expect(ExploreStep.commandName(of: "stub cars.fetch hangs times 1") == "stub")
    }

    @Test("ddmin keeps only the steps the failure needs, in order")
    func minimizerKeepsWhatIsNeeded() {
        let steps = Array(1...20)
        let kept = Minimizer.minimize(steps) { $0.contains(4) && $0.contains(17) }
        #expect(kept == [4, 17])
        #expect(Minimizer.minimize(steps) { _ in true } == [])
    }

    @Test("messages from the runtime's checks are clear; dumps of Swift errors are internal")
    func messageChecks() {
        #expect(InvariantChecks.messageViolation(TransitionError.cannotCloseRoot.description) == nil)
        #expect(InvariantChecks.messageViolation("select: <n> must be a whole number, not 'one' (usage: select <n>)") == nil)
        #expect(InvariantChecks.messageViolation("no car 9; choose 1 to 5") == nil)
        #expect(InvariantChecks.messageViolation("tooLong(limit: 40)") == .internalError)
        #expect(InvariantChecks.messageViolation("failed: CarValidationError.blankMake") == .internalError)
        #expect(InvariantChecks.messageViolation("Optional(\"x\")") == .internalError)
        #expect(InvariantChecks.messageViolation("no name like '\u{1B}[2J'") == .unescapedMessage)
        #expect(InvariantChecks.messageViolation("two\nlines") == .unescapedMessage)
    }

    @Test("a screen line with a raw control character, or wider than the width, breaks the screen invariant")
    func screenChecks() {
        #expect(InvariantChecks.screenViolation(["Cars", "x\u{9B}31m"], width: 20)?.0 == .rawControl)
        #expect(InvariantChecks.screenViolation(["Cars", String(repeating: "a", count: 21)], width: 20)?.0 == .tooWide)
        #expect(InvariantChecks.screenViolation(["Cars", String(repeating: "🚗", count: 20)], width: 20) == nil)
    }
}
