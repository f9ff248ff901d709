import Foundation
import Testing
@testable import PostListModule

/// posts.json: the format, its errors with positions, and the missing file.
@Suite
struct PostCatalogFileTests {
    private func parse(_ text: String) throws(DataFileError) -> PostCatalog {
        try PostCatalogFile.parse(bytes: Array(text.utf8), path: "data/posts.json")
    }

    private func error(_ text: String) -> DataFileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aGoodFileGivesItsFeedsInNameOrder() throws {
        let catalog = try parse(#"{"feeds": {"popular": 45, "news": 1000, "empty": 0}}"#)

        #expect(catalog == PostCatalog(feeds: [(name: "empty", size: 0), (name: "news", size: 1000), (name: "popular", size: 45)]))
    }

    @Test func malformedJSONIsReportedAtItsLineAndColumn() throws {
        let found = try #require(error("{\"feeds\": {\n  \"news\": 1000\n  \"popular\": 45\n}}"))

        #expect(found.path == "data/posts.json")
        #expect(found.line == 3)
        #expect(found.column == 3)
        #expect(found.description.hasPrefix("data/posts.json:3:3: "))
    }

    @Test func aNegativeSizeIsReportedAtItsFeed() throws {
        let found = try #require(error("{\n  \"feeds\": {\n    \"news\": -3\n  }\n}"))

        #expect(found.line == 3)
        #expect(found.column == 5)
        #expect(found.message.contains("\"news\""))
        #expect(found.message.contains("-3"))
    }

    @Test func aSizeThatIsNotAWholeNumberIsAnError() {
        #expect(error(#"{"feeds": {"news": 2.5}}"#)?.message.contains("whole number") == true)
        #expect(error(#"{"feeds": {"news": "10"}}"#) != nil)
        #expect(error(#"{"feeds": {"news": 1000000000000001}}"#) != nil)
    }

    @Test func feedNamesMustBeOneWord() throws {
        let found = try #require(error(#"{"feeds": {"two words": 3}}"#))

        #expect(found.message.contains("one word"))
        #expect(found.line == 1 && found.column == 12)
        #expect(error(#"{"feeds": {"": 3}}"#) != nil)
    }

    @Test func theShapeIsChecked() {
        #expect(error("[]")?.message.contains("found an array") == true)
        #expect(error("{}")?.message.contains("missing member \"feeds\"") == true)
        #expect(error(#"{"feeds": [1]}"#)?.message.contains("must be an object") == true)
        #expect(error(#"{"feeds": {}}"#)?.message.contains("names no feed") == true)
        #expect(error(#"{"feeds": {"news": 1}, "extra": 2}"#)?.message.contains("unknown member \"extra\"") == true)
    }

    @Test func anErrorIsAtTheNameOfItsOwnMemberEvenWhenTheSameNameAppearsEarlier() throws {
        // given: a feed named "feeds" (after the top-level "feeds"), and "news" inside "feeds" before a top-level "news"
        let badFeed = try #require(error("{\"feeds\": {\"feeds\": -1}}"))
        let unknown = try #require(error("{\"feeds\": {\"news\": 1},\n \"news\": 2}"))

        // then
        #expect(badFeed.message.contains("size of feed \"feeds\""))
        #expect(badFeed.line == 1 && badFeed.column == 12)
        #expect(unknown.message.contains("unknown member \"news\""))
        #expect(unknown.line == 2 && unknown.column == 2)
    }

    @Test func membersWrittenWithEscapesAreLocated() throws {
        // given: "feeds" and a bad feed name written with \u escapes and an escaped quote
        let badName = try #require(error("{\"f\\u0065eds\": {\n  \"a\\\"b\": 3}}"))
        let emptyFeeds = try #require(error("{\"f\\u0065eds\": {}}"))

        // then
        #expect(badName.message.contains("feed name \"a\"b\""))
        #expect(badName.line == 2 && badName.column == 3)
        #expect(emptyFeeds.message.contains("names no feed"))
        #expect(emptyFeeds.line == 1 && emptyFeeds.column == 2)
    }

    @Test func aMissingFileIsNil() throws {
        let directory = try TemporaryDirectory()

        #expect(try PostListFeature.loadCatalog(fromDataDirectory: directory.path) == nil)
    }

    @Test func aFileInTheDirectoryIsLoaded() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"feeds": {"news": 3}}"#, to: "posts.json")

        let catalog = try PostListFeature.loadCatalog(fromDataDirectory: directory.path)

        #expect(catalog == PostCatalog(feeds: [(name: "news", size: 3)]))
    }

    @Test func aBadFileInTheDirectoryIsNamedInTheError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\"feeds\": {\"news\": -1}}", to: "posts.json")

        #expect {
            try PostListFeature.loadCatalog(fromDataDirectory: directory.path + "/")
        } throws: { error in
            (error as? DataFileError)?.description.hasPrefix(directory.path + "/posts.json:1:") == true
        }
    }

    @Test func aPostsJSONThatIsADirectoryIsAnError() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/posts.json", withIntermediateDirectories: false)

        #expect(throws: DataFileError.self) { try PostListFeature.loadCatalog(fromDataDirectory: directory.path) }
    }
}

/// A fresh directory under the system's temporary directory, removed when dropped.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "posts-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
