import Testing
import ViperRuntime
@testable import ViperShellEngine

/// A variable's value and a line once its `${...}` are replaced are bounded
/// (1 MiB each), with one clear error naming the limit, and the expansion
/// stops as soon as the limit is passed instead of building the whole text.
@MainActor
@Suite("Script variables: bounded growth")
struct VariableLimitTests {
    @Test("doubling a value 30 times stops with one error at the limit, the last good value kept")
    func doublingIsBounded() throws {
        let harness = try Harness()
        // 16 bytes doubled 30 times would be 16 GiB; before the limit it was a fatal allocation failure.
        harness.run("let a = xxxxxxxxxxxxxxxx\n" + String(repeating: "let a = ${a}${a}\n", count: 30) + "echo never")
        #expect(harness.failures.count == 1)
        let failure = try #require(harness.failures.first)
        #expect(failure.location.line == 17, "16 << 16 is 1 MiB, so the 16th doubling (with the line's other words) is the first over it")
        #expect(failure.message.contains("1048576 bytes (1 MiB, the limit for a line once its ${...} are replaced)"), "\(failure.message)")
        #expect(harness.interpreter.variables["a"]?.utf8.count == 16 << 15)
        #expect(harness.output.text.isEmpty)
    }

    @Test("a line of many ${b} stops at the limit instead of building 256 MiB")
    func wideLineIsBounded() throws {
        let harness = try Harness()
        let build = "let b = " + String(repeating: "${a}", count: 16_000)
        harness.run("let a = xxxxxxxxxxxxxxxx\n\(build)\nlet c = " + String(repeating: "${b}", count: 1_024))
        #expect(harness.failures.map(\.location.line) == [3])
        #expect(harness.failures.first?.message.hasPrefix("the line grows past 1048576 bytes") == true)
        #expect(harness.interpreter.variables["b"]?.utf8.count == 256_000)
        #expect(harness.interpreter.variables["c"] == nil)
    }

    @Test("let refuses a value over 1 MiB (only a state value can be that long), naming the variable and the limit")
    func valueLimitNamesTheVariable() throws {
        let harness = try Harness()
        let location = SourceLocation(file: "t.vsh", line: 1)
        let words = { (value: String) in ["let", "v", "=", value].map { Word($0) } }
        _ = try harness.interpreter.execute(words(String(repeating: "y", count: 1 << 20)), at: location)
        #expect(harness.interpreter.variables["v"]?.utf8.count == 1 << 20)
        #expect(throws: VariableExpansion.valueTooLong("v", bytes: (1 << 20) + 1)) {
            _ = try harness.interpreter.execute(words(String(repeating: "z", count: (1 << 20) + 1)), at: location)
        }
        #expect(harness.interpreter.variables["v"]?.hasPrefix("y") == true, "the old value is kept")
        #expect(VariableExpansion.valueTooLong("v", bytes: (1 << 20) + 1).message
            == "let: the value of 'v' is 1048577 bytes, over the limit of 1048576 bytes (1 MiB) for a variable")
    }

    @Test("all variables together hold at most 16 MiB: one error naming the budget, and the variable is left as it was")
    func totalIsBounded() throws {
        let harness = try Harness()
        let location = SourceLocation(file: "t.vsh", line: 1)
        let megabyte = String(repeating: "y", count: 1 << 20)
        var refused: [Int: String] = [:]
        for number in 1...20 {
            do {
                _ = try harness.interpreter.execute(["let", "v\(number)", "=", megabyte].map { Word($0) }, at: location)
            } catch {
                refused[number] = error.message
            }
        }
        // v1...v15 hold 15 MiB and 36 bytes of names; v16 would pass 16 MiB. Before, nothing stopped them.
        #expect(refused.keys.sorted() == Array(16...20))
        #expect(refused[16] == "let: the variables would hold 16777255 bytes together, over their budget of 16777216 bytes (16 MiB); v16 is left as it was")
        #expect(harness.interpreter.variables.count == 15)
        // Making one smaller frees room.
        _ = try harness.interpreter.execute(["let", "v1", "=", "small"].map { Word($0) }, at: location)
        _ = try harness.interpreter.execute(["let", "v16", "=", megabyte].map { Word($0) }, at: location)
        #expect(harness.interpreter.variables.count == 16)
    }

    @Test("at most 10,000 variables: the next name is refused with one error, an existing one can still change")
    func countIsBounded() throws {
        let harness = try Harness { $0.stopsAtFirstFailure = false }
        var lines = (1...10_001).map { "let v\($0) = 1" }
        lines.append("let v1 = 2")
        harness.run(lines.joined(separator: "\n"))
        #expect(harness.failures.map(\.location.line) == [10_001])
        #expect(harness.failures.first?.message
            == "let: 10000 variables are set, the most a script holds; v10001 is left as it was (reuse a name)")
        #expect(harness.interpreter.variables.count == 10_000)
        #expect(harness.interpreter.variables["v1"] == "2")
    }

    @Test("an unclosed ${ repeated across a word is copied as it is")
    func unclosedOpenersAreLiteral() throws {
        let harness = try Harness()
        let word = String(repeating: "${x", count: 5_000)
        harness.run("let x = 1\necho \(word) ${x}")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == word + " 1\n")
    }

    @Test("single-quoted parts stay literal among many quoted runs")
    func manySingleQuotedRuns() throws {
        let harness = try Harness()
        harness.run("let x = 1\necho " + String(repeating: "'${x}'${x}", count: 2_000))
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        #expect(harness.output.text == String(repeating: "${x}1", count: 2_000) + "\n")
    }
}
