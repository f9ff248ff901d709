import Foundation
import Testing
import TodoFeature

/// todos.json as `todo-shell --data DIR` loads it: the items, or one error
/// naming the file, the line and the column of the value at fault.
@Suite("Todo data file")
struct TodoDataFileTests {
    /// A fresh folder holding `todos.json` with `text`, removed after `body`.
    private func withDataFolder<Result>(_ text: String?, _ body: (String) throws -> Result) throws -> Result {
        let folder = NSTemporaryDirectory() + "todo-data-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if let text { try text.write(toFile: folder + "/todos.json", atomically: true, encoding: .utf8) }
        return try body(folder)
    }

    @Test("the items load in order, done or not")
    func loads() throws {
        let items = try withDataFolder("[{\"title\": \"Buy milk\", \"done\": true},\n {\"title\": \"Walk the dog\"}]") {
            try TodoDataFile.loadItems(fromDataDirectory: $0)
        }
        #expect(items == [TodoItem(title: "Buy milk", isDone: true), TodoItem(title: "Walk the dog")])
    }

    @Test("a folder without todos.json loads nothing and is no error")
    func noFile() throws {
        #expect(try withDataFolder(nil) { try TodoDataFile.loadItems(fromDataDirectory: $0) } == nil)
    }

    @Test("a mistake is one error at its line and column", arguments: [
        ("[{\"title\": \"Buy milk\",}]", 1, 23, "expected a member name"),
        ("[{\"title\": \"Buy milk\"},\n {\"title\": \"  \"}]", 2, 12, "item 2: the title must be a string that is not blank"),
        ("[{\"title\": \"Buy milk\", \"due\": \"today\"}]", 1, 24, "item 1: unknown member \"due\" (an item has title and done)"),
        ("[{\"title\": \"Buy milk\", \"done\": \"yes\"}]", 1, 32, "item 1: done must be true or false, not a string"),
        ("{\"title\": \"Buy milk\"}", 1, 1, "expected an array of items, found an object"),
    ])
    func mistakes(text: String, line: Int, column: Int, message: String) throws {
        let error = try withDataFolder(text) { folder in
            #expect(throws: DataFileError.self) { try TodoDataFile.loadItems(fromDataDirectory: folder) }
        }
        let found = try #require(error)
        #expect(found.line == line)
        #expect(found.column == column)
        #expect(found.message.hasPrefix(message), "\(found.message)")
        #expect(found.path.hasSuffix("/todos.json"))
    }
}
