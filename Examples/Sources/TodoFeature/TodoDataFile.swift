/// Reads the Todo list's starting items from `todos.json` in a data folder
/// (`todo-shell --data DIR`): a JSON array of objects,
///
///     [
///       { "title": "Buy milk", "done": true },
///       { "title": "Walk the dog" }
///     ]
///
/// `title` is a string that is not blank; `done` may be left out. Any other
/// member is a mistake. Every problem is one `DataFileError` naming the file
/// and the line and column of the value at fault; a file with a problem
/// loads nothing.
public enum TodoDataFile {
    /// The file's name inside a data folder.
    public static let fileName = "todos.json"

    /// The members an item object may have.
    static let memberNames = ["done", "title"]

    /// The items of `<directory>/todos.json`, or nil when there is no such file.
    public static func loadItems(fromDataDirectory directory: String) throws(DataFileError) -> [TodoItem]? {
        let path = DataFile.path(fileName, inDirectory: directory)
        guard let bytes = try DataFile.contents(atPath: path) else { return nil }
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(bytes: bytes)
        } catch {
            throw DataFileError(path: path, syntaxError: error)
        }
        func failure(at position: (line: Int, column: Int)?, _ message: String) -> DataFileError {
            DataFileError(path: path, line: position?.line, column: position?.column, message: message)
        }
        guard let elements = document.value.arrayValue else {
            throw failure(at: document.position(ofValueAt: []), "expected an array of items, found \(document.value.kindName)")
        }
        var items: [TodoItem] = []
        for (index, element) in elements.enumerated() {
            let at = [String(index)]
            guard let members = element.objectValue else {
                throw failure(at: document.position(ofValueAt: at), "item \(index + 1): expected an object with a title, found \(element.kindName)")
            }
            if let unknown = members.keys.first(where: { !memberNames.contains($0) }) {
                throw failure(
                    at: document.position(ofMemberNameAt: at + [unknown]),
                    "item \(index + 1): unknown member \(TerminalEscaping.quote(unknown)) (an item has title and done)")
            }
            guard let title = members["title"]?.stringValue, !title.allSatisfy(\.isWhitespace) else {
                let position = members["title"] == nil ? document.position(ofValueAt: at) : document.position(ofValueAt: at + ["title"])
                throw failure(at: position, "item \(index + 1): the title must be a string that is not blank")
            }
            var isDone = false
            switch members["done"] {
            case nil: break
            case .bool(let value)?: isDone = value
            case let other?:
                throw failure(at: document.position(ofValueAt: at + ["done"]), "item \(index + 1): done must be true or false, not \(other.kindName)")
            }
            items.append(TodoItem(title: title, isDone: isDone))
        }
        return items
    }
}
