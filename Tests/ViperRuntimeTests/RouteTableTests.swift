import Testing
@testable import ViperRuntime

@Suite("Routes")
struct RouteTableTests {
    /// The routes the README lists, as the features will register them.
    static func table() throws -> RouteTable {
        try RouteTable([
            RouteEntry("cars", module: "CarsList"),
            RouteEntry("cars/:carId", module: "CarDetail"),
            RouteEntry("cars/new", module: "CreateCar"),
            RouteEntry("posts/:feed", module: "PostList", checks: ["feed": .oneOf(["top", "new"])]),
            RouteEntry("posts/:feed/:postId", module: "PostDetail", parameterNames: ["postId": "postId"]),
        ])
    }

    static func modules(_ steps: [RouteStep]) -> [String] { steps.map(\.module) }

    @Test("a path resolves to one module per matched prefix, root first, with its parameters")
    func resolvesChain() throws {
        let steps = try Self.table().resolve("cars/c3")

        #expect(Self.modules(steps) == ["CarsList", "CarDetail"])
        #expect(steps.map(\.parameters) == [[:], ["carId": "c3"]])
    }

    @Test("a literal segment wins over a parameter: cars/new is CreateCar")
    func literalWins() throws {
        let steps = try Self.table().resolve("cars/new")

        #expect(Self.modules(steps) == ["CarsList", "CreateCar"])
        #expect(steps[1].parameters == [:])
    }

    @Test("prefixes without a pattern add no module; the mapping decides which parameters are passed")
    func deepChain() throws {
        let steps = try Self.table().resolve("posts/top/p7")

        #expect(Self.modules(steps) == ["PostList", "PostDetail"])
        #expect(steps.map(\.parameters) == [["feed": "top"], ["postId": "p7"]])
    }

    @Test("an unknown segment is named with its position and what was expected")
    func unknownSegment() throws {
        #expect(throws: RouteError.unknownSegment(path: "cars/c3/x", segment: "x", position: 3, expected: [])) {
            try Self.table().resolve("cars/c3/x")
        }
        let error = RouteError.unknownSegment(path: "bikes", segment: "bikes", position: 1, expected: ["cars", "posts"])
        #expect(throws: error) { try Self.table().resolve("bikes") }
        #expect(error.description == "route bikes: unknown path segment \"bikes\" at position 1 (expected cars, posts)")
    }

    @Test("a path that stops before a parameter names the missing parameter")
    func missingParameter() throws {
        let error = RouteError.missingParameter(path: "posts", name: "feed", position: 2)
        #expect(throws: error) { try Self.table().resolve("posts") }
        #expect(error.description == "route posts: missing parameter :feed at position 2")
    }

    @Test("an empty parameter value is malformed")
    func emptyParameter() throws {
        #expect(throws: RouteError.malformedParameter(path: "cars/", name: "carId", value: "", position: 2, reason: "the segment is empty")) {
            try Self.table().resolve("cars/")
        }
    }

    @Test("a parameter value with control characters is malformed, and the message shows them escaped")
    func controlCharacters() throws {
        let error = RouteError.malformedParameter(
            path: "cars/c\u{1B}3", name: "carId", value: "c\u{1B}3", position: 2, reason: "it contains control characters")
        #expect(throws: error) { try Self.table().resolve("cars/c\u{1B}3") }
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test("a parameter value that fails its declared check is malformed, with the requirement")
    func failedCheck() throws {
        let error = RouteError.malformedParameter(
            path: "posts/old", name: "feed", value: "old", position: 2, reason: "must be one of top, new")
        #expect(throws: error) { try Self.table().resolve("posts/old") }
        #expect(error.description == "route posts/old: parameter :feed at position 2 cannot be \"old\": must be one of top, new")
    }

    @Test("bad patterns are refused at registration, naming the segment")
    func badPatterns() {
        #expect(throws: RoutePatternError.emptyPattern) { try RoutePattern(parsing: "") }
        #expect(throws: RoutePatternError.emptySegment(pattern: "cars//x", position: 2)) { try RoutePattern(parsing: "cars//x") }
        #expect(throws: RoutePatternError.emptySegment(pattern: "/cars", position: 1)) { try RoutePattern(parsing: "/cars") }
        #expect(throws: RoutePatternError.duplicateParameter(pattern: "a/:id/:id", name: "id")) {
            try RoutePattern(parsing: "a/:id/:id")
        }
        #expect(throws: RoutePatternError.badParameterName(pattern: "cars/:", name: "", position: 2)) {
            try RoutePattern(parsing: "cars/:")
        }
        #expect(throws: RoutePatternError.badLiteral(pattern: "c ars", segment: "c ars", position: 1)) {
            try RoutePattern(parsing: "c ars")
        }
    }

    @Test("two patterns of the same shape are refused, naming the module that has the first")
    func sameShape() throws {
        var table = try Self.table()
        let entry = try RouteEntry("cars/:id", module: "Other")

        #expect(throws: RoutePatternError.sameShape(pattern: "cars/:id", existing: "cars/:carId", module: "CarDetail")) {
            try table.add(entry)
        }
        #expect(table.entries.count == 5)
    }

    @Test("an entry cannot map or check a parameter its pattern does not have")
    func unknownMappedParameter() {
        #expect(throws: RoutePatternError.unknownParameter(pattern: "cars/:carId", name: "id")) {
            try RouteEntry("cars/:carId", module: "CarDetail", parameterNames: ["id": "carId"])
        }
    }
}
