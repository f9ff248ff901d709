import Testing
@testable import ViperRuntime

@Suite("JSON objects keep their members sorted")
struct JSONObjectTests {
    @Test("members given in any order come out sorted by name; the last of a repeated name wins")
    func sortsAndKeepsLastDuplicate() {
        let object = JSONObject([("b", 1), ("a", 2), ("c", 3), ("a", 4)])

        #expect(object.keys == ["a", "b", "c"])
        #expect(object.values == [4, 1, 3])
        #expect(object["a"] == 4)
        let literal: JSONObject = ["z": 1, "y": 2, "z": 3]
        #expect(literal.keys == ["y", "z"] && literal["z"] == 3)
    }

    @Test("names sort and compare like String keys: canonically equal names are one member")
    func namesCompareLikeStrings() {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        let object = JSONObject(["b": 1, composed: 2, "a": 3, "B": 4])

        #expect(object.keys == ["B", "a", "b", composed])
        #expect(object[decomposed] == 2)
        #expect(JSONObject([(composed, 1), (decomposed, 2)]).count == 1)
    }

    @Test("setting a member inserts it in order, replaces it, or removes it with nil")
    func subscriptSetter() {
        var object: JSONObject = ["b": 1, "d": 2]
        object["c"] = 3
        object["a"] = 4
        object["d"] = 5
        object["b"] = nil
        object["missing"] = nil

        #expect(object.keys == ["a", "c", "d"])
        #expect(object.values == [4, 3, 5])
        #expect(object["b"] == nil)
    }

    @Test("equal objects are equal and hash alike, however they were built")
    func equalityAndHashing() {
        let built = JSONObject([("x", .integer(1)), ("y", ["n": .null])])
        let fromDictionary = JSONObject(["y": ["n": .null], "x": .double(1)])
        let different = JSONObject(["x": 1, "y": ["n": false]])

        #expect(built == fromDictionary)
        #expect(built.hashValue == fromDictionary.hashValue)
        #expect(built != different)
        #expect(Set([JSONValue.object(built), .object(fromDictionary), .object(different)]).count == 2)
    }

    @Test("an object reads like a dictionary: count, iteration, mapValues")
    func collectionReads() {
        let object: JSONObject = ["b": 2, "a": 1]
        var visited: [String] = []
        for (key, value) in object { visited.append("\(key)=\(value)") }

        #expect(object.count == 2 && !object.isEmpty && JSONObject().isEmpty)
        #expect(visited == ["a=1", "b=2"])
        #expect(object.mapValues { .string($0.description) } == ["a": "1", "b": "2"])
    }

    @Test("members given in an unsorted order are encoded sorted, the same bytes as from a literal")
    func encodingUsesSortedOrder() {
        let unsorted = JSONValue.object(JSONObject([("state", 1), ("embedded", []), ("id", "x")]))

        #expect(unsorted.description == #"{"embedded":[],"id":"x","state":1}"#)
        #expect(unsorted.description == JSONValue(dictionaryLiteral: ("id", "x"), ("state", 1), ("embedded", [])).description)
    }
}
