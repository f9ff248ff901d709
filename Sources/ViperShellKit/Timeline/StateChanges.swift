import ViperRuntime

/// What changed between two state dumps, one line per change, by the path
/// `expect state` and `dump` use (`stack.0.state.rows.2.make`):
///
/// ```
/// ~ clock_ms: 200 → 400
/// + stack.1: {"embedded":[],"id":"CarDetail#1",…}
/// - stack.0.state.pendingQuery: "TOY"
/// ```
///
/// A value that differs in kind, or a member or element that came or went,
/// is one line with its compact JSON; objects and arrays present in both are
/// compared member by member and element by element. Frames' rendered
/// screens are left out: each step shows its screen whole.
enum StateChanges {
    /// The changes from `old` to `new`, in path order; empty when they are equal.
    static func lines(from old: JSONValue, to new: JSONValue) -> [String] {
        var lines: [String] = []
        compare(withoutScreens(old), withoutScreens(new), path: "", into: &lines)
        return lines
    }

    private static func compare(_ old: JSONValue, _ new: JSONValue, path: String, into lines: inout [String]) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let before), .object(let after)):
            let keys = Set(before.keys).union(after.keys).sorted()
            for key in keys {
                let member = path.isEmpty ? key : path + "." + key
                switch (before[key], after[key]) {
                case (let was?, let now?): compare(was, now, path: member, into: &lines)
                case (let was?, nil): lines.append("- \(member): \(compact(was))")
                case (nil, let now?): lines.append("+ \(member): \(compact(now))")
                case (nil, nil): break
                }
            }
        case (.array(let before), .array(let after)):
            for index in 0..<max(before.count, after.count) {
                let element = path.isEmpty ? String(index) : path + "." + String(index)
                if index >= after.count {
                    lines.append("- \(element): \(compact(before[index]))")
                } else if index >= before.count {
                    lines.append("+ \(element): \(compact(after[index]))")
                } else {
                    compare(before[index], after[index], path: element, into: &lines)
                }
            }
        default:
            lines.append("~ \(path.isEmpty ? "(the state)" : path): \(compact(old)) → \(compact(new))")
        }
    }

    private static func compact(_ value: JSONValue) -> String {
        JSONTextEncoder(pretty: false).encode(value)
    }

    /// `value` without the `screen` member of its frames (the objects with a `module`).
    private static func withoutScreens(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(var object):
            if object["module"] != nil { object["screen"] = nil }
            return .object(object.mapValues(withoutScreens))
        case .array(let elements):
            return .array(elements.map(withoutScreens))
        default:
            return value
        }
    }
}
