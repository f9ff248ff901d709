import ViperRuntime

/// Where `expect state` and `let <name> = state` read a path.
///
/// A path starting `@<slot>.` reads the state of the child embedded in that
/// slot of the top frame (`@list.loaded`; `@outer.@inner.x` goes deeper).
/// Any other path reads the top frame's state or, when that lacks the path's
/// first member, the first embedded child's (depth first) that has it.
@MainActor
struct StateLookup {
    /// The dumped state the rest of the path is read in.
    let state: JSONValue
    /// The path left once the `@<slot>` components chose the frame.
    let path: JSONPath

    /// Resolves `pathText` from `frame`; an unknown slot is an error naming
    /// the frame and the slots it has.
    init(_ pathText: String, in frame: ModuleFrame) throws(CommandFailure) {
        var frame = frame
        var components = JSONPath(pathText).components
        var chose = false
        while let first = components.first, first.hasPrefix("@") {
            let slot = String(first.dropFirst())
            guard let child = frame.embedded.first(where: { $0.slot == slot }) else {
                let slots = frame.embedded.compactMap(\.slot)
                let known = slots.isEmpty ? "it embeds no module" : "slots: " + slots.map(TerminalEscaping.escape).joined(separator: ", ")
                throw .error("\(frame.id) has no slot \(TerminalEscaping.quote(slot, quotes: "'")) (\(known))")
            }
            frame = child
            components.removeFirst()
            chose = true
        }
        path = JSONPath(components.joined(separator: "."))
        state = chose ? frame.moduleState() : Self.stateHolding(path, in: frame)
    }

    /// The top frame's state, or, when it lacks the path's first member, the
    /// first embedded child's (depth first) that has it.
    private static func stateHolding(_ path: JSONPath, in frame: ModuleFrame) -> JSONValue {
        let own = frame.moduleState()
        guard let key = path.components.first else { return own }
        if own[key] != nil { return own }
        var queue = frame.embedded
        while !queue.isEmpty {
            let child = queue.removeFirst()
            let state = child.moduleState()
            if state[key] != nil { return state }
            queue.insert(contentsOf: child.embedded, at: 0)
        }
        return own
    }
}
