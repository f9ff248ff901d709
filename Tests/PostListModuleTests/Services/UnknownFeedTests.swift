import Testing
@testable import PostListModule

@Suite
struct UnknownFeedTests {
    @Test("a typed feed name with control characters is shown escaped (found by explore)")
    func controlCharactersAreEscaped() {
        let message = UnknownFeed.message(for: "ring\u{7}\u{1B}[2J", known: ["news", "popular"])
        #expect(message == "unknown feed 'ring\\u{7}\\u{1B}[2J'; the feeds are news, popular")
    }
}
