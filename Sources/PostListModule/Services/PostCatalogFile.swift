/// Reads `posts.json`, the PostList feature's data file:
///
///     {"feeds": {"news": 1000, "popular": 45}}
///
/// `feeds` maps each feed name to its number of posts. A name is one word of
/// ASCII letters, digits, `_` and `-`; a size is a whole number from 0 to
/// `PostCatalog.maximumFeedSize`; at least one feed is named; nothing else
/// may appear at the top level. Feeds are listed in name order. Every problem
/// is one `DataFileError` naming the file and, where it can, the line and
/// column; nothing of a bad file is loaded.
enum PostCatalogFile {
    static let fileName = "posts.json"

    /// The catalog in `<directory>/posts.json`, or nil when there is no such file.
    static func load(fromDataDirectory directory: String) throws(DataFileError) -> PostCatalog? {
        let path = DataFile.path(fileName, inDirectory: directory)
        guard let bytes = try DataFile.contents(atPath: path) else { return nil }
        return try parse(bytes: bytes, path: path)
    }

    /// The catalog a `posts.json` document describes; `path` names it in errors.
    static func parse(bytes: [UInt8], path: String) throws(DataFileError) -> PostCatalog {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(bytes: bytes)
        } catch {
            throw DataFileError(path: path, syntaxError: error)
        }
        /// An error at the name of the member at `memberPath`.
        func failure(_ message: String, atMemberNamed memberPath: [String]) -> DataFileError {
            let location = document.position(ofMemberNameAt: memberPath)
            return DataFileError(path: path, line: location?.line, column: location?.column, message: message)
        }
        guard let members = document.value.objectValue else {
            throw DataFileError(path: path, line: 1, column: 1, message: "expected an object with a member \"feeds\", found \(document.value.kindName)")
        }
        if let unknown = members.keys.sorted().first(where: { $0 != "feeds" }) {
            throw failure("unknown member \(TerminalEscaping.quote(unknown)) (the file has only \"feeds\")", atMemberNamed: [unknown])
        }
        guard let feedsValue = members["feeds"] else {
            throw DataFileError(path: path, line: 1, column: 1, message: "missing member \"feeds\"")
        }
        guard let feeds = feedsValue.objectValue else {
            throw failure("\"feeds\" must be an object of feed names and sizes, found \(feedsValue.kindName)", atMemberNamed: ["feeds"])
        }
        guard !feeds.isEmpty else { throw failure("\"feeds\" names no feed", atMemberNamed: ["feeds"]) }
        var catalog: [(name: String, size: Int)] = []
        for name in feeds.keys.sorted() {
            guard isValidFeedName(name) else {
                throw failure("feed name \(TerminalEscaping.quote(name)) is not one word of letters, digits, '_' and '-'", atMemberNamed: ["feeds", name])
            }
            let value = feeds[name]!
            guard case .integer(let size) = value, (0...PostCatalog.maximumFeedSize).contains(size) else {
                throw failure(
                    "size of feed \"\(name)\" must be a whole number from 0 to \(PostCatalog.maximumFeedSize), found \(TerminalEscaping.quote(value.description, quotes: ""))",
                    atMemberNamed: ["feeds", name])
            }
            catalog.append((name: name, size: size))
        }
        return PostCatalog(feeds: catalog)
    }

    /// Whether `name` can name a feed: one word of ASCII letters, digits, `_` and `-`.
    static func isValidFeedName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }
}
