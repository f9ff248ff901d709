import ViperRuntime

/// What explore learnt from rendering each distinct screen, so that a screen
/// seen before is not rendered and checked again.
///
/// Walks come back to the same screens over and over (20,000 steps over the
/// two features reach about 800 distinct ones), and rendering (wrapping at
/// the width) was most of a step's time. Screens are looked up by a
/// structural hash and confirmed with `==`, so a hit is always the same
/// screen: the result is exactly what rendering it again would give.
@MainActor
final class ScreenCheckCache {
    /// What one screen gave: the hash of its rendered lines and the first broken screen invariant.
    struct Outcome {
        var linesHash: UInt64
        var violation: (kind: InvariantKind, line: String)?
    }

    /// Entries kept at most; past it the cache starts again (walks rarely get there).
    static let capacity = 8_192

    let width: Int
    private var entries: [UInt64: [(screen: Screen, outcome: Outcome)]] = [:]
    private var count = 0

    init(width: Int) {
        self.width = width
    }

    /// The outcome for `screen`: remembered, or rendered now at the width and remembered.
    func outcome(for screen: Screen) -> Outcome {
        let key = Self.structuralHash(screen)
        if let hit = entries[key]?.first(where: { $0.screen == screen }) { return hit.outcome }
        let lines = ScreenRenderer(width: width, color: false).renderLines(screen)
        let found = InvariantChecks.screenViolation(lines, width: width)
        let outcome = Outcome(linesHash: InvariantChecks.hash(lines), violation: found.map { (kind: $0.0, line: $0.1) })
        if count >= Self.capacity {
            entries.removeAll(keepingCapacity: true)
            count = 0
        }
        entries[key, default: []].append((screen, outcome))
        count += 1
        return outcome
    }

    /// FNV-1a over the screen's words (title, lines, action names, embedded
    /// screens); only a bucket key, `==` decides.
    static func structuralHash(_ screen: Screen) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            hash = (hash ^ 0x1F) &* 0x100_0000_01B3
        }
        func mix(_ number: Int) {
            hash = (hash ^ UInt64(bitPattern: Int64(number))) &* 0x100_0000_01B3
        }
        func visit(_ screen: Screen) {
            mix(screen.title)
            for line in screen.lines {
                switch line {
                case .row(let number, let text): mix(1); mix(number); mix(text)
                case .field(let label, let value): mix(2); mix(label); mix(value)
                case .text(let text): mix(3); mix(text)
                case .message(let text, let severity): mix(severity == .error ? 4 : 5); mix(text)
                case .blank: mix(6)
                }
            }
            for action in screen.actions { mix(action.name) }
            for child in screen.embedded {
                mix(child.slot)
                visit(child.screen)
            }
        }
        visit(screen)
        return hash
    }
}
