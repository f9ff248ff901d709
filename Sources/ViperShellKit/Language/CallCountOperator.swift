/// How `expect calls <endpoint> <op> <n>` compares the number of calls.
public enum CallCountOperator: String, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case atLeast = ">="
    case atMost = "<="

    /// Whether `actual` compares with `expected` this way.
    public func holds(actual: Int, expected: Int) -> Bool {
        switch self {
        case .equal: return actual == expected
        case .notEqual: return actual != expected
        case .atLeast: return actual >= expected
        case .atMost: return actual <= expected
        }
    }
}
