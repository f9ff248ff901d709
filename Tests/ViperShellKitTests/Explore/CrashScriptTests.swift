import Testing
@testable import ViperShellEngine

@Suite("A crash journal is shortened step by step, each with its expect error")
struct CrashScriptTests {
    @Test("steps the crash does not need go, with their expect error; the header and open stay")
    func keepsWhatTheCrashNeeds() {
        let journal = """
            # explore seed 1, walk 3: the steps so far, written before each ran
            open Fragile
            note x
            pick one
            expect error "pick: <n> must be a whole number, not 'one' (usage: pick <n>)"
            back
            expect error "cannot close the root module"
            note y
            pick 9

            """
        // The "crash": the script still sets the note to y before picking 9.
        let result = CrashScript.minimized(journal: journal) { script in
            let lines = script.split(separator: "\n")
            guard let note = lines.firstIndex(of: "note y"), let pick = lines.firstIndex(of: "pick 9") else { return false }
            return note < pick
        }

        #expect(result.kept == 2)
        #expect(result.total == 5)
        #expect(result.script == """
            # explore seed 1, walk 3: the steps so far, written before each ran
            # minimised: 2 of 5 steps kept; the last one crashes under run
            open Fragile
            note y
            pick 9

            """)
    }

    @Test("the newlines past a mapped journal's text are no steps: the script is the one its text alone gives")
    func newlinesPastTheTextAreNoSteps() {
        let journal = "# walk\nopen A\nback\nexpect error \"cannot close the root module\"\nnote x\nboom\n"
        let crashes = { (script: String) in script.contains("boom") }
        let padded = CrashScript.minimized(journal: journal + String(repeating: "\n", count: 5_000), crashes: crashes)
        let plain = CrashScript.minimized(journal: journal, crashes: crashes)

        #expect(padded.script == plain.script)
        #expect(padded.total == 3 && padded.kept == 1)
    }

    @Test("a step that needs an earlier failing step keeps that step's expect error")
    func keepsExpectError() {
        let journal = "# walk\nopen A\nback\nexpect error \"cannot close the root module\"\nboom\n"
        let result = CrashScript.minimized(journal: journal) { $0.contains("back\n") && $0.contains("boom") }

        #expect(result.script == "# walk\n# minimised: 2 of 2 steps kept; the last one crashes under run\nopen A\nback\nexpect error \"cannot close the root module\"\nboom\n")
    }
}
