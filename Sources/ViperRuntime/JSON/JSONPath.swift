/// A dotted path into a `JSONValue`: `rows.0.make`, `rows.count`, `query`.
///
/// Each component names an object member, an array index (from 0), or the
/// pseudo-member `count` (the number of elements of an array, members of an
/// object, or characters of a string) when no member of that name exists.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public let components: [String]

    public init(_ text: String) {
        components = text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public var description: String { components.joined(separator: ".") }

    /// Why a path does not lead to a value.
    public struct LookupError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The part of the path that was resolved before the failure.
        public var resolvedPrefix: String
        public var message: String
        public var description: String { message }
    }

    /// The value at this path in `root`. With `absentMemberAsNull`, a last
    /// component naming a member an object leaves out reads as `null`
    /// (`count` still counts); otherwise that is a lookup error listing the members.
    public func value(in root: JSONValue, absentMemberAsNull: Bool = false) throws(LookupError) -> JSONValue {
        var current = root
        var walked: [String] = []
        for (position, component) in components.enumerated() {
            let here = walked.isEmpty ? "the state" : TerminalEscaping.quote(walked.joined(separator: "."), quotes: "'")
            switch current {
            case .object(let members):
                if let member = members[component] {
                    current = member
                } else if component == "count" {
                    current = .integer(members.count)
                } else if absentMemberAsNull && position == components.count - 1 {
                    current = .null
                } else {
                    let names = members.keys.sorted().map(TerminalEscaping.escape).joined(separator: ", ")
                    throw LookupError(
                        resolvedPrefix: walked.joined(separator: "."),
                        message: "\(here) has no member \(TerminalEscaping.quote(component, quotes: "'")) (members: \(names.isEmpty ? "none" : names))")
                }
            case .array(let elements):
                if component == "count" {
                    current = .integer(elements.count)
                } else if let index = Int(component), elements.indices.contains(index) {
                    current = elements[index]
                } else {
                    let shown = TerminalEscaping.quote(component, quotes: "'")
                    let message = elements.isEmpty
                        ? "\(here) is an empty array; \(shown) is not an element (only 'count' is there)"
                        : "\(here) has \(elements.count) elements; \(shown) is not an index from 0 to \(elements.count - 1) or 'count'"
                    throw LookupError(resolvedPrefix: walked.joined(separator: "."), message: message)
                }
            case .string(let text) where component == "count":
                current = .integer(text.count)
            default:
                throw LookupError(
                    resolvedPrefix: walked.joined(separator: "."),
                    message: "\(here) is \(current.kindName), which has no member \(TerminalEscaping.quote(component, quotes: "'"))")
            }
            walked.append(component)
        }
        return current
    }
}
