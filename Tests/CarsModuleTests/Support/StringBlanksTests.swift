import Testing
@testable import CarsModule

@Suite("Trimming blanks")
struct StringBlanksTests {
    @Test(arguments: [
        ("  Kia  ", "Kia"),
        ("\u{A0}Kia Rio\u{3000}", "Kia Rio"),
        ("   ", ""),
        ("", ""),
        ("\tKia\n", "\tKia\n"),
        (" Model 3 ", "Model 3"),
    ])
    func blanksGoControlCharactersStay(text: String, trimmed: String) {
        #expect(text.trimmingBlanks == trimmed)
    }
}
