/// A data file (`cars.json`, `posts.json`) that cannot be loaded, with where.
///
/// Features report every problem with their data files through this type, so
/// the shell prints them alike: `data/cars.json:3:14: expected ',' or '}'`.
/// A loader that throws it has loaded nothing.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at the position of a JSON syntax error.
    public init(path: String, syntaxError: JSONParser.SyntaxError) {
        self.init(path: path, line: syntaxError.line, column: syntaxError.column, message: syntaxError.message)
    }

    /// `path:line:column: message`, the path escaped for the terminal.
    public var description: String {
        var location = TerminalEscaping.escape(path)
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): \(message)"
    }
}
