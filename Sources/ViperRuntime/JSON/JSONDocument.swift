/// A parsed JSON document that remembers where each of its values begins in
/// the source text, so that a problem with a value's *meaning* (a duplicate id,
/// a missing field, a negative size) can be reported at a line and column just
/// like a syntax error.
///
/// Made by `JSONParser.parseDocument(bytes:)`. Only byte offsets are recorded
/// while parsing; lines and columns are worked out when asked for.
///
/// A path is a list of member names and array indices (from 0, written in
/// decimal as strings): `["2", "id"]` is the `id` member of the third element;
/// `[]` is the root.
public struct JSONDocument: Sendable {
    /// The parsed value, the same one `JSONParser.parse(bytes:)` returns.
    public let value: JSONValue

    private let bytes: [UInt8]
    /// Every value of the document in document order; `nodes[0]` is the root.
    private let nodes: [Node]

    /// Where one value begins, and where the values inside it are.
    struct Node: Sendable {
        /// Byte offset of the value's first character.
        var offset: Int
        /// Byte offset of the opening quote of its member name, when the value is an object member.
        var nameOffset: Int?
        /// For an object: the node of each member's value.
        var members: [String: Int] = [:]
        /// For an array: the node of each element.
        var elements: [Int] = []
    }

    init(value: JSONValue, bytes: [UInt8], nodes: [Node]) {
        self.value = value
        self.bytes = bytes
        self.nodes = nodes
    }

    /// Line and column (from 1; columns count characters, like `JSONParser.SyntaxError`)
    /// where the value at `path` begins, or nil when there is no value at `path`.
    public func position(ofValueAt path: [String]) -> (line: Int, column: Int)? {
        node(at: path).map { JSONParser.position(ofOffset: nodes[$0].offset, in: bytes) }
    }

    /// Line and column (from 1; columns count characters) where the member name,
    /// at its opening quote, of the object member at `path` begins; nil when
    /// there is no such member (an array element or the root has no name).
    public func position(ofMemberNameAt path: [String]) -> (line: Int, column: Int)? {
        node(at: path).flatMap { nodes[$0].nameOffset }.map { JSONParser.position(ofOffset: $0, in: bytes) }
    }

    /// The index in `nodes` of the value at `path`.
    private func node(at path: [String]) -> Int? {
        guard !nodes.isEmpty else { return nil }
        var current = 0
        for component in path {
            let node = nodes[current]
            if let member = node.members[component] {
                current = member
            } else if let index = Int(component), String(index) == component, node.elements.indices.contains(index) {
                current = node.elements[index]
            } else {
                return nil
            }
        }
        return current
    }
}

// MARK: - Parsing

extension JSONParser {
    /// Parses a whole document given as UTF-8 bytes, like `parse(bytes:)`, and
    /// keeps where each value and member name begins. Slower than `parse(bytes:)`
    /// (it records an offset per value): use it for data files whose errors
    /// need positions, not for values that are only compared.
    public static func parseDocument(bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
        var recorder = JSONDocumentRecorder()
        let value = try parse(bytes: bytes, observer: &recorder)
        return JSONDocument(value: value, bytes: bytes, nodes: recorder.nodes)
    }
}

/// Builds the nodes of a `JSONDocument` from the parser's notifications.
struct JSONDocumentRecorder: JSONParseObserver {
    private(set) var nodes: [JSONDocument.Node] = []
    /// The open objects and arrays, innermost last.
    private var openContainers: [Int] = []
    /// The member whose value comes next, in the innermost open object.
    private var pendingMember: (name: String, offset: Int)?

    mutating func valueBegins(at offset: Int) {
        let index = nodes.count
        nodes.append(JSONDocument.Node(offset: offset, nameOffset: pendingMember?.offset))
        if let parent = openContainers.last {
            if let member = pendingMember {
                nodes[parent].members[member.name] = index
            } else {
                nodes[parent].elements.append(index)
            }
        }
        pendingMember = nil
    }

    mutating func memberNameBegins(at offset: Int, name: String) {
        pendingMember = (name, offset)
    }

    mutating func containerBegins() {
        openContainers.append(nodes.count - 1)
    }

    mutating func containerEnds() {
        openContainers.removeLast()
    }
}
