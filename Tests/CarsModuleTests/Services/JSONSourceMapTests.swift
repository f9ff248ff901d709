import Testing
@testable import CarsModule

@Suite("JSON source map")
struct JSONSourceMapTests {
    @Test func findsElementsAndMembersPastTrickyStrings() throws {
        // given: brackets, braces, commas and escaped quotes inside strings, nested values
        let text = """
            [ {"id": "a\\"]},{", "x": [1, {"y": "]"}], "make": "M"},
              7,
              {"m\\u0061ke": "K", "id": "b"} ]
            """
        // when
        let map = JSONSourceMap(bytes: Array(text.utf8))
        func position(_ offset: Int?) -> [Int] {
            offset.map { let found = map.position(ofOffset: $0); return [found.line, found.column] } ?? []
        }
        // then
        #expect(map.elements.count == 3)
        #expect(map.position(ofOffset: map.elements[0].offset) == (1, 3))
        #expect(position(map.elements[0].members["make"]?.value) == [1, 51])
        #expect(position(map.elements[0].members["x"]?.name) == [1, 21])
        #expect(map.position(ofOffset: map.elements[1].offset) == (2, 3))
        #expect(map.elements[1].members.isEmpty)
        #expect(position(map.elements[2].members["make"]?.name) == [3, 4])
        #expect(position(map.elements[2].members["id"]?.value) == [3, 28])
    }

    @Test func aRootThatIsNotAnArrayHasNoElements() {
        // when
        let map = JSONSourceMap(bytes: Array("\n  {\"a\": 1}".utf8))
        // then
        #expect(map.elements.isEmpty)
        #expect(map.position(ofOffset: map.rootOffset) == (2, 3))
    }

    @Test func truncatedTextStopsWithoutCrashing() {
        // when
        let map = JSONSourceMap(bytes: Array(#"[{"id": "c1", "make": "#.utf8))
        // then
        #expect(map.elements.count == 1)
        #expect(map.elements[0].members["id"] != nil)
    }
}
