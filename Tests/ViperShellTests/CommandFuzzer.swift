import Foundation

/// Makes command lines for the fuzz test: scenario lines, mutated, plus
/// generated hostile words. Seeded (SplitMix64), so a seed names a run exactly.
struct CommandFuzzer {
    private var state: UInt64
    private let corpus: [String]

    /// `corpus`: the lines to mutate (the scenario scripts' lines).
    init(seed: UInt64, corpus: [String]) {
        state = seed
        self.corpus = corpus.isEmpty ? ["screen"] : corpus
    }

    /// The lines of every `.vsh` under `folder`, blank lines and comments left out.
    static func scenarioLines(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var lines: [String] = []
        for case let file as URL in walker where file.pathExtension == "vsh" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            lines += text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        return lines.sorted()
    }

    // MARK: - Lines

    /// One command line, as bytes (it may hold NUL, invalid UTF-8 or no text at all).
    mutating func nextLine() -> [UInt8] {
        var words = choose(corpus).split(separator: " ").map { Array($0.utf8) }
        switch next(5) {
        case 0: words = [Array(choose(Self.commands).utf8), hostileWord()]
        case 1: words.insert(hostileWord(), at: Int(next(UInt64(words.count + 1))))
        case 2 where !words.isEmpty: words[Int(next(UInt64(words.count)))] = hostileWord()
        case 3: words.append(hostileWord()); words.append(hostileWord())
        default: break
        }
        return Self.harmless(Array(words.joined(separator: [0x20])))
    }

    /// Commands a hostile word is given to.
    static let commands = [
        "open", "open CarsList", "open PostFeed", "open CarDetail", "select", "fill", "fill make", "search", "wait",
        "set width", "set echo", "set autosettle", "expect screen matches", "expect screen contains", "expect state",
        "expect state rows.0", "expect top", "expect depth", "expect snapshot", "expect error", "help", "source", "dump",
        "echo", "feed", "more", "like", "back", "settle", "stack", "actions",
    ]

    /// Keeps the batch from leaving its folder or ending early: `dump` and
    /// `source` get a bare file name, and `quit`/`exit` become `screen`.
    private static func harmless(_ line: [UInt8]) -> [UInt8] {
        let text = String(decoding: line, as: UTF8.self)
        if text.hasPrefix("quit") || text.hasPrefix("exit") { return Array("screen".utf8) }
        for command in ["dump ", "source ", "run "] where text.hasPrefix(command) && line.contains(UInt8(ascii: "/")) {
            return Array((command + "fuzz-out.json").utf8)
        }
        return line
    }

    // MARK: - Hostile words

    private mutating func hostileWord() -> [UInt8] {
        switch next(12) {
        case 0: return [UInt8](repeating: UInt8(ascii: "w"), count: Int(next(3)) == 0 ? 70_000 : Int(next(2_000)))
        case 1: return (0..<1 + Int(next(6))).map { _ in UInt8(next(32)) }
        case 2: return Array("\u{1B}[2J\u{1B}]0;owned\u{07}".utf8)
        case 3: return [0xC2, 0x9B] + Array("31m".utf8) + [0x9B, 0x41]
        case 4: return Array("\u{202E}evil\u{2066}\u{2069}".utf8)
        case 5: return Array("a\u{0}b".utf8)
        case 6: return Array(choose(Self.hugeNumbers).utf8)
        case 7: return Array(("\"" + String(repeating: "\\\"", count: Int(next(500))) + "\"").utf8)
        case 8: return [0xFF, 0xFE, 0xC3] + Array("x".utf8)
        case 9: return Array(choose(["'", "\"", "#", "\\", "'\\''", "\"\\u{1B}\"", "\"\\n\\t\""]).utf8)
        case 10: return Array(choose(Self.patterns).utf8)
        default: return Array(String(next(UInt64.max)).utf8)
        }
    }

    static let hugeNumbers = [
        "99999999999999999999", "9223372036854775807", "-9223372036854775808", "1e400", "1000000000000000ms",
        "99999999999999999999ms", "9223372036854775807s", "9223372036854775807m", "0.0000001s", "-1", "NaN", "inf",
    ]

    static let patterns = ["\".*.*.*.*.*.*Z\"", "(a*)*b", "[", "(", "\\1", "a{99999}", "^$"]

    // MARK: - Randomness

    private mutating func next(_ bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return bound == 0 || bound == .max ? mixed : mixed % bound
    }

    private mutating func choose<T>(_ items: [T]) -> T {
        items[Int(next(UInt64(items.count)))]
    }
}
