/// Reads cars from a `cars.json` data file.
///
/// The file is a JSON array of objects:
///
///     [
///       { "id": "c1", "make": "Toyota", "model": "Corolla", "trim": "LE" },
///       { "id": "c2", "make": "Honda", "model": "Civic" }
///     ]
///
/// `id`, `make` and `model` are required strings; `trim` may be left out,
/// null or empty. An id is one word without blanks or control characters and
/// appears once; make and model are not blank; make, model and trim have at
/// most `Car.maximumFieldLength` characters. Any other member is a mistake.
/// Control characters in make, model and trim are kept (screens show them
/// escaped). Every problem is one `DataFileError` naming the file and, where
/// there is one, the line and column; a file with a problem loads nothing.
public enum CarsDataLoader {
    /// The file's name inside a data directory.
    public static let fileName = "cars.json"

    /// The members a car object may have.
    static let memberNames = ["id", "make", "model", "trim"]

    /// Loads `<directory>/cars.json`, or returns nil when there is no such file.
    public static func loadCars(fromDataDirectory directory: String) throws(DataFileError) -> [Car]? {
        let path = DataFile.path(fileName, inDirectory: directory)
        guard let bytes = try DataFile.contents(atPath: path) else { return nil }
        return try decodeCars(fromBytes: bytes, path: path)
    }

    /// The cars in `bytes`, the UTF-8 text of a cars file; `path` names it in errors.
    public static func decodeCars(fromBytes bytes: [UInt8], path: String) throws(DataFileError) -> [Car] {
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
            throw failure(at: document.position(ofValueAt: []), "expected an array of cars, found \(document.value.kindName)")
        }
        var cars: [Car] = []
        var elementNumberById: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let number = index + 1
            let elementPath = [String(index)]
            /// An error about this element, at the value (or name) of `member` when it has one, else at the element.
            func fail(_ member: String?, atValue: Bool = true, _ message: String) -> DataFileError {
                let memberPosition = member.flatMap {
                    atValue ? document.position(ofValueAt: elementPath + [$0]) : document.position(ofMemberNameAt: elementPath + [$0])
                }
                return failure(at: memberPosition ?? document.position(ofValueAt: elementPath), "element \(number): \(message)")
            }
            guard let members = element.objectValue else {
                throw fail(nil, "expected an object with id, make, model and trim, found \(element.kindName)")
            }
            if let unknown = members.keys.sorted().first(where: { !memberNames.contains($0) }) {
                throw fail(unknown, atValue: false, "unknown member \(TerminalEscaping.quote(unknown)) (a car has id, make, model, trim)")
            }
            func string(_ name: String, required: Bool) throws(DataFileError) -> String {
                switch members[name] {
                case nil where required: throw fail(nil, "missing \"\(name)\"")
                case nil, .null?:
                    if required { throw fail(name, "\(name) must be a string, not null") }
                    return ""
                case .string(let text)?:
                    return text
                case let other?:
                    throw fail(name, "\(name) must be a string, not \(other.kindName)")
                }
            }
            let id = try string("id", required: true)
            let make = try string("make", required: true)
            let model = try string("model", required: true)
            let trim = try string("trim", required: false)
            guard !id.isEmpty else { throw fail("id", "id is empty") }
            guard !id.contains(where: \.isWhitespace), !TerminalEscaping.containsControlCharacters(id) else {
                throw fail("id", "id \(TerminalEscaping.quote(id, quotes: "")) contains blanks or control characters")
            }
            if let first = elementNumberById[id] {
                throw fail("id", "duplicate id \(TerminalEscaping.quote(id, quotes: "")) (element \(first) has it too)")
            }
            for (name, value) in [("make", make), ("model", model)] where value.allSatisfy(\.isWhitespace) {
                throw fail(name, "\(name) is empty")
            }
            for (name, value) in [("make", make), ("model", model), ("trim", trim)] where value.count > Car.maximumFieldLength {
                throw fail(name, "\(name) is longer than \(Car.maximumFieldLength) characters")
            }
            elementNumberById[id] = number
            cars.append(Car(id: id, make: make, model: model, trim: trim))
        }
        return cars
    }
}
