import Testing
@testable import ViperShellCLI
import ViperShellEngine

/// The line editor's pure parts: what Tab does, how candidates are listed, how
/// the prompt is prepared for libedit, and when colour is allowed.
@Suite("Line editing helpers")
struct InteractiveLineEditingTests {
    @Test func oneCandidateReplacesTheWordAndAddsABlank() {
        // given the text "open Ca" and one candidate
        // when the edit is made
        let edit = CompletionEdit.make(linePrefix: "open Ca", candidates: ["CarsList"])
        // then "Ca" is replaced by "CarsList "
        #expect(edit == CompletionEdit(deleteCount: 2, insertion: "CarsList ", listing: []))
    }

    @Test func parameterAndFolderCandidatesTakeNoBlank() {
        // given one `key=` candidate and one folder candidate
        let parameter = CompletionEdit.make(linePrefix: "open CarDetail ca", candidates: ["carId="])
        let folder = CompletionEdit.make(linePrefix: "source Te", candidates: ["Tests/"])
        // then each is inserted without a blank, ready for what follows
        #expect(parameter == CompletionEdit(deleteCount: 2, insertion: "carId=", listing: []))
        #expect(folder == CompletionEdit(deleteCount: 2, insertion: "Tests/", listing: []))
    }

    @Test func severalCandidatesExtendToTheCommonPrefixAndAreListed() {
        // given "se" and two candidates sharing "set"
        let edit = CompletionEdit.make(linePrefix: "se", candidates: ["set", "settle"])
        // then the word becomes "set" and both are listed
        #expect(edit == CompletionEdit(deleteCount: 2, insertion: "set", listing: ["set", "settle"]))
    }

    @Test func severalCandidatesWithoutLongerPrefixOnlyList() {
        // given "s" and candidates whose common prefix is "s"
        let edit = CompletionEdit.make(linePrefix: "s", candidates: ["screen", "stack"])
        // then nothing is inserted and both are listed
        #expect(edit == CompletionEdit(deleteCount: 0, insertion: "", listing: ["screen", "stack"]))
    }

    @Test func noCandidateGivesNoEdit() {
        #expect(CompletionEdit.make(linePrefix: "zzz", candidates: []) == nil)
    }

    @Test func candidatesWithControlCharactersAreDropped() {
        // given a candidate carrying an escape sequence and a clean one
        let edit = CompletionEdit.make(linePrefix: "b", candidates: ["b\u{1B}[31m", "back"])
        // then only the clean one is used
        #expect(edit == CompletionEdit(deleteCount: 1, insertion: "back ", listing: []))
    }

    @Test func wordLengthCountsCharactersNotBytes() {
        // given a word with non-ASCII letters before the cursor
        let edit = CompletionEdit.make(linePrefix: "fill make Šk", candidates: ["Škoda"])
        // then two characters are deleted
        #expect(edit?.deleteCount == 2)
    }

    @Test func afterABlankTheCandidateIsAppended() {
        // given a prefix ending in a blank, then nothing is deleted
        let edit = CompletionEdit.make(linePrefix: "open ", candidates: ["CarsList"])
        #expect(edit == CompletionEdit(deleteCount: 0, insertion: "CarsList ", listing: []))
    }

    @Test func candidatesWithBlanksAreQuotedAndAPrefixIsLeftOpen() {
        // given candidates with a blank sharing "Model "
        let prefix = CompletionEdit.make(linePrefix: "fill model Mo", candidates: ["Model 3", "Model S"])
        // then an open quote with the common prefix replaces "Mo"
        #expect(prefix == CompletionEdit(deleteCount: 2, insertion: "\"Model ", listing: ["Model 3", "Model S"]))
        // and when the open quoted word then has one candidate, the whole word is replaced and closed
        let whole = CompletionEdit.make(linePrefix: "fill model \"Model 3", candidates: ["Model 3"])
        #expect(whole == CompletionEdit(deleteCount: 8, insertion: "\"Model 3\" ", listing: []))
    }

    @Test func aWordBegunInQuotesStaysQuotedWithEscapes() {
        let edit = CompletionEdit.make(linePrefix: "echo \"a", candidates: ["a\"b\\c"])
        #expect(edit == CompletionEdit(deleteCount: 2, insertion: "\"a\\\"b\\\\c\" ", listing: []))
    }

    @Test func listingFillsColumnsDownThenAcross() {
        // given five candidates on a 30-column terminal
        let lines = CompletionListing.lines(["screen", "set", "settle", "source", "stack"], width: 30)
        // then they are laid out in columns of width 8, sorted down the columns
        #expect(lines == ["screen  settle  stack", "set     source"])
    }

    @Test func listingOnANarrowTerminalUsesOneColumn() {
        #expect(CompletionListing.lines(["actions", "back"], width: 5) == ["actions", "back"])
    }

    @Test func colouredPromptKeepsTheResetBeforeTrailingBlanks() {
        // given a prompt ending in a blank, coloured
        let text = PromptText.forLibEdit("CarsList> ", color: true)
        // then the escapes are bracketed by the ignore marker and the blank comes last
        #expect(text == "\u{1}\u{1B}[1;36m\u{1}CarsList>\u{1}\u{1B}[0m\u{1} ")
    }

    @Test func promptWithoutColourHasNoEscapesAndNoControlCharacters() {
        #expect(PromptText.forLibEdit("a\u{7}b> ", color: false) == "ab> ")
        // C1 controls too: U+009B is the one-character CSI some terminals obey
        #expect(PromptText.forLibEdit("a\u{9B}2Jb\u{85}> ", color: false) == "a2Jb> ")
        #expect(PromptText.forLibEdit("x>", color: true) == "x>")
    }

    @Test func escapeSequencesInThePromptAreMarkedInvisible() {
        #expect(PromptText.forLibEdit("\u{1B}[31mred\u{1B}[0m> ", color: false)
            == "\u{1}\u{1B}[31m\u{1}red\u{1}\u{1B}[0m\u{1}> ")
    }

    @Test func noColorOrDumbTerminalTurnsColourOff() {
        #expect(TerminalInfo.colorAllowed(environment: ["TERM": "xterm"]))
        #expect(TerminalInfo.colorAllowed(environment: ["TERM": "xterm", "NO_COLOR": ""]))
        #expect(!TerminalInfo.colorAllowed(environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        #expect(!TerminalInfo.colorAllowed(environment: ["TERM": "dumb"]))
    }

    @Test func widthOfSomethingThatIsNotATerminalIsTheDefault() {
        // given a descriptor that is not a terminal (-1), then the default width
        #expect(!TerminalInfo.isTerminal(-1))
        #expect(TerminalInfo.width(of: -1) == ShellSettings.defaultWidth)
    }
}
