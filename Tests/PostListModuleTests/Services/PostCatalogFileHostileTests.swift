import Testing
@testable import PostListModule

/// names a posts file supplies are repeated escaped and shortened.
@Suite("posts.json: hostile names")
struct PostCatalogFileHostileTests {
    private func message(_ text: String) -> String? {
        do {
            _ = try PostCatalogFile.parse(bytes: Array(text.utf8), path: "posts.json")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aBadFeedNameIsRepeatedEscapedAndShortened() {
        // given a feed name with a bidi override and many letters
        let name = #"\u202E"# + String(repeating: "n", count: 100)
        // when parsed, then the override is escaped and the name shortened
        #expect(message(#"{"feeds": {""# + name + #"": 1}}"#)
            == #"feed name "\u{202E}"# + String(repeating: "n", count: 72) + #"… (108 characters)" is not one word of letters, digits, '_' and '-'"#)
    }

    @Test func anUnknownTopLevelMemberIsRepeatedEscaped() {
        #expect(message(#"{"feeds": {"news": 1}, "\u0007": 2}"#) == #"unknown member "\u{7}" (the file has only "feeds")"#)
    }

    @Test func aByteOrderMarkAtTheStartIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"feeds": {"news": 3}}"#.utf8)
        let catalog = try PostCatalogFile.parse(bytes: bytes, path: "posts.json")
        #expect(catalog.feeds.map(\.name) == ["news"])
    }
}
