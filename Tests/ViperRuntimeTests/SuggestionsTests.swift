import Testing
@testable import ViperRuntime

/// "Did you mean": the typos people make are close to what they meant.
@Suite("Suggestions")
struct SuggestionsTests {
    @Test("a swap of two neighbouring letters is one edit, as a typo makes it")
    func aSwapIsOneEdit() {
        #expect(Suggestions.editDistance(Array("fial"), Array("fail")) == 1)
        #expect(Suggestions.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestions.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestions.closest(to: "fial", among: ["returns", "fails", "delay", "hangs", "yields"]) == ["fails"])
        #expect(Suggestions.closest(to: "scren", among: ["screen", "top", "depth", "state"]) == ["screen"])
        #expect(Suggestions.closest(to: "tpo", among: ["screen", "top", "depth", "state"]) == ["top"])
    }
}
