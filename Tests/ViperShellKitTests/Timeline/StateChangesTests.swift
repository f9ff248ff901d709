import Testing
import ViperRuntime
@testable import ViperShellEngine

@Suite("State changes between steps")
struct StateChangesTests {
    @Test("one line per change, by path: changed scalars, members and elements that came or went")
    func lines() throws {
        let old = try JSONParser.parse(#"{"clock_ms":0,"stack":[{"module":"A","screen":{"lines":["A"]},"state":{"n":1,"gone":true,"rows":[1,2]}}]}"#)
        let new = try JSONParser.parse(#"{"clock_ms":300,"stack":[{"module":"A","screen":{"lines":["B"]},"state":{"n":"one","new":null,"rows":[1]}},{"module":"B","screen":{"lines":[]},"state":{}}]}"#)
        #expect(StateChanges.lines(from: old, to: new) == [
            "~ clock_ms: 0 → 300",
            "- stack.0.state.gone: true",
            "~ stack.0.state.n: 1 → \"one\"",
            "+ stack.0.state.new: null",
            "- stack.0.state.rows.1: 2",
            "+ stack.1: {\"module\":\"B\",\"state\":{}}",
        ])
    }

    @Test("equal states, or states that differ only in their screens, have no changes")
    func none() throws {
        let old = try JSONParser.parse(#"{"stack":[{"module":"A","screen":{"lines":["A"]}}]}"#)
        let new = try JSONParser.parse(#"{"stack":[{"module":"A","screen":{"lines":["B"]}}]}"#)
        #expect(StateChanges.lines(from: old, to: old).isEmpty)
        #expect(StateChanges.lines(from: old, to: new).isEmpty)
    }
}
