/// A mistake in declaring, stubbing or asking about endpoints: one clear
/// message naming the endpoint (and, for a value, the JSON path that is wrong).
public enum ServiceStubError: Error, Equatable, CustomStringConvertible {
    /// No endpoint has this name; `suggestions` are the closest declared names.
    case unknownEndpoint(String, suggestions: [String])
    /// A `returns` value does not decode as the endpoint's output.
    case valueDoesNotDecode(endpoint: String, path: String, message: String)
    /// Two declarations of one endpoint name.
    case duplicateEndpoint(String)
    /// A name that scripts could not type as one word.
    case invalidEndpointName(String)
    /// `times` must be at least 1.
    case invalidTimes(Int)
    /// A value of a stream stub (`yields`, counted from 1) does not decode as the stream's values.
    case streamValueDoesNotDecode(endpoint: String, value: Int, path: String, message: String)
    /// A typed stub's value could not be written as JSON.
    case valueDoesNotEncode(endpoint: String, message: String)
    /// A rule that does not fit the endpoint: `returns` for a stream, `yields`
    /// for an endpoint that answers once, a value for every endpoint (`*`).
    case ruleDoesNotFit(endpoint: String, rule: String, reason: String)
    /// A rule over the most a session holds at once (`limit` rules).
    case tooManyRules(limit: Int)
    /// A rule whose value would take the rules' values past their budget of `limit` bytes.
    case rulesTooLarge(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .unknownEndpoint(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
            return "unknown endpoint '\(name)'\(hint); 'stubs' lists the endpoints"
        case .valueDoesNotDecode(let endpoint, let path, let message):
            return "\(endpoint) returns: the value does not decode as its output at \(path): \(message)"
        case .duplicateEndpoint(let name):
            return "the endpoint '\(name)' is declared twice"
        case .invalidEndpointName(let name):
            return "'\(name)' is not an endpoint name (letters, digits, '.', '_' and '-', no spaces)"
        case .invalidTimes(let times):
            return "times must be at least 1 (got \(times))"
        case .streamValueDoesNotDecode(let endpoint, let value, let path, let message):
            return "\(endpoint) yields: value \(value) does not decode as the stream's values at \(path): \(message)"
        case .valueDoesNotEncode(let endpoint, let message):
            return "\(endpoint): the stubbed value cannot be written as JSON: \(message)"
        case .ruleDoesNotFit(let endpoint, let rule, let reason):
            return "stub \(endpoint) \(rule): \(reason)"
        case .tooManyRules(let limit):
            return "stub: \(limit) rules are active, the most a session holds; this one is not added ('stub clear' removes rules)"
        case .rulesTooLarge(let bytes, let limit):
            return "stub: the rules' values would hold \(bytes) bytes together, over their budget of \(limit) bytes "
                + "(\(limit >> 20) MiB); this one is not added ('stub clear' removes rules)"
        }
    }
}
