import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Explore's screen check cache gives what rendering gives")
struct ScreenCheckCacheTests {
    private func rendered(_ screen: Screen, width: Int) -> (UInt64, InvariantKind?) {
        let lines = ScreenRenderer(width: width, color: false).renderLines(screen)
        return (InvariantChecks.hash(lines), InvariantChecks.screenViolation(lines, width: width)?.0)
    }

    @Test("a screen seen again, and screens that differ in one line, each get their own rendering's result")
    func hitsAndMisses() {
        let cache = ScreenCheckCache(width: 20)
        let plain = Screen(title: "List", lines: [.row(number: 1, text: "alpha"), .field(label: "Note", value: "")])
        let wide = Screen(title: "List", lines: [.row(number: 1, text: "alpha"), .field(label: String(repeating: "w", count: 30), value: "x")])
        let raw = Screen(title: "List", lines: [.row(number: 1, text: "alpha"), .field(label: "Note", value: "")],
                         embedded: [.init(slot: "main", screen: Screen(title: "Child", lines: [.text("ok")]))])

        for screen in [plain, wide, raw, plain, wide, raw] {
            let outcome = cache.outcome(for: screen)
            let (hash, kind) = rendered(screen, width: 20)
            #expect(outcome.linesHash == hash)
            #expect(outcome.violation?.kind == kind)
        }
        #expect(cache.outcome(for: wide).violation?.kind == .tooWide)
        #expect(cache.outcome(for: plain).violation == nil)
        #expect(cache.outcome(for: plain).linesHash != cache.outcome(for: raw).linesHash)
    }
}
