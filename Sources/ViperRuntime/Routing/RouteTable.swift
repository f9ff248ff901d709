/// Every registered route, and the resolution of a path into the chain of
/// modules that shows it (deep links).
///
/// `resolve("cars/c3")` gives CarsList (pattern `cars`) then CarDetail with
/// `carId=c3` (pattern `cars/:carId`): each prefix of the path that a pattern
/// matches adds the module at that depth, root first. Where a literal and a
/// parameter both match a segment, the literal wins (`cars/new` is CreateCar,
/// not CarDetail with `carId=new`). Nothing is opened here: the whole path is
/// checked first, and the first problem is thrown, naming its segment.
public struct RouteTable: Sendable {
    public private(set) var entries: [RouteEntry] = []

    public init() {}

    /// A table with `entries`, refusing the first one whose pattern has the shape of an earlier one.
    public init(_ entries: [RouteEntry]) throws(RoutePatternError) {
        for entry in entries { try add(entry) }
    }

    /// Adds `entry`, unless a registered pattern matches exactly the same paths.
    public mutating func add(_ entry: RouteEntry) throws(RoutePatternError) {
        if let existing = entries.first(where: { $0.pattern.shape == entry.pattern.shape }) {
            throw .sameShape(pattern: entry.pattern.description, existing: existing.pattern.description, module: existing.module)
        }
        entries.append(entry)
    }

    /// The chain of modules and their parameters for `path`, root first.
    public func resolve(_ path: String) throws(RouteError) -> [RouteStep] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var candidates = entries
        var chain: [RouteStep] = []
        for (offset, segment) in segments.enumerated() {
            let position = offset + 1
            let matching = candidates.filter { entry in
                guard entry.pattern.segments.count > offset else { return false }
                if case .literal(let text) = entry.pattern.segments[offset] { return text == segment }
                return true
            }
            guard !matching.isEmpty else {
                throw .unknownSegment(
                    path: path, segment: segment, position: position, expected: Self.literals(at: offset, in: candidates))
            }
            candidates = matching
            if let best = Self.mostSpecific(matching.filter { $0.pattern.segments.count == position }) {
                chain.append(try step(for: best, segments: segments, path: path))
            }
        }
        guard chain.count > 0, candidates.contains(where: { $0.pattern.segments.count == segments.count }) else {
            let next = segments.count
            for entry in candidates {
                if case .parameter(let name) = entry.pattern.segments[next] {
                    throw .missingParameter(path: path, name: name, position: next + 1)
                }
            }
            throw .incompletePath(path: path, position: next + 1, expected: Self.literals(at: next, in: candidates))
        }
        return chain
    }

    /// The module step for `entry`, with its parameter values checked.
    private func step(for entry: RouteEntry, segments: [String], path: String) throws(RouteError) -> RouteStep {
        var parameters: [String: String] = [:]
        for (offset, segment) in entry.pattern.segments.enumerated() {
            guard case .parameter(let name) = segment else { continue }
            let value = segments[offset]
            if let reason = Self.problem(with: value, check: entry.checks[name]) {
                throw .malformedParameter(path: path, name: name, value: value, position: offset + 1, reason: reason)
            }
            if let moduleName = entry.parameterNames[name] { parameters[moduleName] = value }
        }
        return RouteStep(module: entry.module, parameters: parameters, pattern: entry.pattern)
    }

    private static func problem(with value: String, check: RouteParameterCheck?) -> String? {
        if value.isEmpty { return "the segment is empty" }
        if value.contains("/") { return "it contains /" }
        if TerminalEscaping.containsControlCharacters(value) { return "it contains control characters" }
        if let check, !check.accepts(value) { return check.requirement }
        return nil
    }

    /// Of patterns of one length that all match, the one whose first literal comes earliest.
    private static func mostSpecific(_ entries: [RouteEntry]) -> RouteEntry? {
        entries.min { lhs, rhs in
            let left = lhs.pattern.shape.map { $0 == nil }, right = rhs.pattern.shape.map { $0 == nil }
            return left.lexicographicallyPrecedes(right) { !$0 && $1 }
        }
    }

    private static func literals(at offset: Int, in entries: [RouteEntry]) -> [String] {
        var seen = Set<String>()
        return entries.compactMap { entry -> String? in
            guard entry.pattern.segments.count > offset else { return nil }
            let text: String
            switch entry.pattern.segments[offset] {
            case .literal(let literal): text = literal
            case .parameter(let name): text = ":" + name
            }
            return seen.insert(text).inserted ? text : nil
        }
    }
}

/// One module of a resolved route: what to open and with which parameters.
public struct RouteStep: Sendable, Hashable {
    public let module: String
    public let parameters: [String: String]
    /// The pattern that matched this prefix of the path.
    public let pattern: RoutePattern
}
