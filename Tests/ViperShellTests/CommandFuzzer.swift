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
        if next(4) == 0 { return Self.harmless(generatedLine()) }
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

    /// Keeps the batch from ending early: `quit`/`exit` become `screen`.
    /// (Where it may write is the sandbox's business: see `FuzzSandbox`;
    /// lines naming `/nonexistent/x.json` are fuzzed as they are.)
    private static func harmless(_ line: [UInt8]) -> [UInt8] {
        let text = String(decoding: line, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("quit") || text.hasPrefix("exit") { return Array("screen".utf8) }
        return line
    }

    // MARK: - Generated commands

    /// A line from the generators of the newer surfaces: `let`, `${…}`, `record`, `trace`, `route`,
    /// `stub` (with `after`, `times`, values and rules in number), the service and task commands, `set`,
    /// and the commands of modules tested alone, schedules and invariants.
    private mutating func generatedLine() -> [UInt8] {
        switch next(10) {
        case 0: return letLine()
        case 1: return expansionLine()
        case 2: return recordLine()
        case 3: return traceLine()
        case 4: return routeLine()
        case 5, 6: return stubLine()
        case 7: return aloneLine()
        case 8: return orderLine()
        default: return serviceLine()
        }
    }

    /// The endpoints of viper-shell's features, and some that are not.
    private static let endpoints = [
        "cars.fetchAll", "cars.fetch", "cars.create", "cars.delete", "posts.page", "auth.login",
        "cars.fetchAl", "", "*", "cars", "cars.fetchAll.x", "CARS.FETCHALL",
    ]

    /// JSON values for `returns`: fitting, mistyped, deep, huge, out of range.
    private mutating func stubValue() -> [UInt8] {
        switch next(10) {
        case 0: return Array(#"[{"id": "c9", "make": "Kia", "model": "Rio", "trim": "LX"}]"#.utf8)
        case 1: return Array(#"{"id": "c1", "make": "A", "model": "B", "trim": ""}"#.utf8)
        case 2: return Array(choose(["[]", "{}", "null", "1e39", "-1e400", "1e308", "\"x\"", "[1, 2", "{\"super\": 1}", "true"]).utf8)
        case 3: return Array((String(repeating: "[", count: Int(next(700))) + String(repeating: "]", count: Int(next(700)))).utf8)
        case 4: return Array(("[\"" + String(repeating: "v", count: Int(next(60_000))) + "\"]").utf8)
        case 5: return Array("[\"${a}\"]".utf8)
        case 6: return Array(#"{"posts": [], "total": 99999999999999999999, "feed": "news"}"#.utf8)
        case 7: return Array("'[1, 2]'".utf8)
        default: return hostileWord()
        }
    }

    /// `stub` with every rule, good and bad, with `after` and `times`, and many at once.
    private mutating func stubLine() -> [UInt8] {
        let endpoint = choose(Self.endpoints)
        let times = next(3) == 0 ? " times \(choose(["1", "2", "0", "-1", "x", "99999999999999999999", ""]))" : ""
        let after = next(4) == 0 ? " after \(choose(["2s", "300ms", "-1s", "x", "99999999999999999999ms", ""]))" : ""
        switch next(9) {
        case 0: return Array("stub \(endpoint) returns ".utf8) + stubValue() + Array((after + times).utf8)
        case 1: return Array("stub \(endpoint) fails \(choose(["", "offline", "\"no\\nway\"", "'x'"]))\(after)\(times)".utf8)
        case 2: return Array("stub \(endpoint) delay \(choose(["2s", "0ms", "1000000000000000ms", "x", "-1s", ""]))\(times)".utf8)
        case 3: return Array("stub \(endpoint) hangs\(times)".utf8)
        case 4: return Array("stub clear \(choose(["", endpoint]))".utf8)
        case 5: return Array("stub \(endpoint) \(choose(["returns", "fails", "delay", "hangs", "return", "after", "times"]))".utf8) + [0x20] + hostileWord()
        case 6: return Array("stub ".utf8) + hostileWord()
        // Rules in number: one line that adds a value every time the batch reaches it.
        case 7: return Array("stub cars.fetch returns ".utf8) + Array("{\"id\": \"c1\", \"make\": \"${a}\", \"model\": \"m\", \"trim\": \"t\"}".utf8) + Array(" times 1000".utf8)
        // A stream's rule, on endpoints that are not streams and with values and times good and bad.
        case 8 where next(2) == 0:
            let values = (0..<Int(next(4))).map { _ in "\(choose(["{}", "1", "\"x\"", "[", "${a}"])) at \(choose(["0ms", "200ms", "100ms", "-1s", "x", "99999999999999999999ms"]))" }
            return Array("stub \(endpoint) yields \(values.joined(separator: ", "))\(choose([", then finishes", ", then fails", ", then fails \"gone\"", ", then stays open", " then", ", then", ""]))\(times)".utf8)
        default: return Array("stub \(endpoint) hangs times 1".utf8)
        }
    }

    /// The modules of viper-shell's features, and some that are not.
    private static let modules = ["CarsList", "CarDetail", "CreateCar", "PostFeed", "PostList", "PostDetail", "Login", "Carslist", "", "*"]

    /// A module alone and its fakes: `open ... alone`, `emit` with payloads good and bad,
    /// `navigation`, `expect opened` and `expect closed`.
    private mutating func aloneLine() -> [UInt8] {
        let module = choose(Self.modules)
        switch next(7) {
        case 0: return Array("open \(choose(["CarsList", "PostFeed", "CarDetail carId=c3", module])) alone\(choose(["", " alone", " carId=c2", " x"]))".utf8)
        case 1: return Array("emit \(module) \(choose(["didCreateCar", "didDeleteCar", "didCreate", "", "didPerformLoginWithSuccess"])) ".utf8) + stubValue()
        case 2: return Array("emit \(module) ".utf8) + hostileWord()
        case 3: return Array("navigation".utf8)
        case 4:
            let how = choose(["", " by push", " by present", " by embed", " by", " by x"])
            let with = choose(["", " with carId == c2", " with carId", " with $.x != 1", " with carId contains ${a}", " with"])
            return Array("expect opened \(module)\(how)\(with)".utf8)
        case 5: return Array("expect closed \(module)".utf8)
        default: return Array(choose(["select 2", "create", "back", "open CarsList alone", "emit CreateCar didCreateCar {\"id\": \"c6\", \"make\": \"Kia\", \"model\": \"Rio\", \"trim\": \"LX\"}"]).utf8)
        }
    }

    /// Orders of ready work and invariants: `schedule`, `expect always`, `expect invariant(s)`.
    private mutating func orderLine() -> [UInt8] {
        switch next(6) {
        case 0: return Array("schedule random \(choose(["0", "1", "7", "-1", "x", "99999999999999999999", ""]))".utf8)
        case 1: return Array("schedule \(choose(["\"CarsList#1 (CarsListInteractor.obtainCars)\"", "\"timer x\"", "random", "CarsList#1", "''"]))".utf8)
        case 2: return Array("schedule ".utf8) + hostileWord()
        case 3:
            let scope = choose(["", "in CarsList ", "in ", "in Nope "])
            let check = choose(["screen contains Cars", "depth <= 3", "state rows.0 != null", "top CarsList", "error x", "calls cars.fetchAll <= 9", "always x", ""])
            return Array("expect always \(scope)\(check)".utf8)
        case 4: return Array("expect \(choose(["invariants", "invariant", "invariant nope", "invariants x"]))".utf8)
        default: return Array("tasks session-lived ".utf8) + hostileWord()
        }
    }

    /// The commands around services and tasks, and the settings that change how a scenario ends.
    private mutating func serviceLine() -> [UInt8] {
        switch next(10) {
        case 0: return Array("stubs".utf8)
        case 1: return Array("calls \(choose(["", choose(Self.endpoints)]))".utf8)
        case 2: return Array("expect calls \(choose(Self.endpoints)) \(choose(["==", "!=", ">=", "<=", "=", ""])) \(choose(["0", "1", "-1", "x", "99999999999999999999"]))".utf8)
        case 3: return Array(choose(["tasks", "settle", "wait 1s", "wait 10s", "set autosettle off", "set autosettle on", "set autosettle 5s"]).utf8)
        case 4: return Array("set \(choose(["strict", "strict-calls"])) \(choose(["on", "off", "maybe", ""]))".utf8)
        case 5: return Array(choose(["open CarsList", "open PostFeed", "select 1", "create", "fill make ${a}", "save", "more", "login demo demo123"]).utf8)
        case 6: return Array("login ${a} ${a}".utf8)
        case 7: return Array("let v\(next(20_000)) = ${a}".utf8)
        default: return Array("expect error ".utf8) + hostileWord()
        }
    }

    private static let variableNames = ["a", "b", "x_1", "Z", "1x", "", "a-b", "é", "${a}", "a b"]

    /// `let` with good and bad names, hostile values, state paths and doubling.
    private mutating func letLine() -> [UInt8] {
        let name = choose(Self.variableNames)
        switch next(6) {
        case 0: return Array("let \(name) = ".utf8) + hostileWord()
        case 1: return Array("let \(name) = ${\(name)}${\(name)}".utf8)
        case 2: return Array("let \(name) = state \(choose(["rows.0.make", "rows", "", "rows.99999999999999999999", "..", "a.b.c.d"]))".utf8)
        case 3: return Array("let \(name) = \(choose(["1", "'${a}'", "\"${a}\"", "$", "${", "}"]))".utf8)
        case 4: return Array("let \(name)".utf8) + [0x20] + hostileWord()
        default: return Array("let a = ".utf8) + Array(String(repeating: "${a}", count: 1 + Int(next(16_000))).utf8)
        }
    }

    /// Words made of `${…}`: known, unknown, nested, unclosed, quoted, many.
    private mutating func expansionLine() -> [UInt8] {
        let pieces = ["${a}", "${b}", "${nope}", "${", "}", "${${a}}", "$", "'${a}'", "\"${a}\"", "${a", "${}", "${\u{1B}}", "${a}${a}"]
        let command = choose(["echo", "open", "select", "fill make", "expect screen contains", "route", "dump", "source", "wait", "set width"])
        var line = Array((command + " ").utf8)
        for _ in 0..<1 + Int(next(next(4) == 0 ? 3_000 : 6)) { line += Array(choose(pieces).utf8) }
        return line
    }

    /// `record` into fuzzed names, with and without snapshots and replace, and `record stop`.
    private mutating func recordLine() -> [UInt8] {
        switch next(4) {
        case 0: return Array("record stop".utf8)
        case 1: return Array("record \(choose(["r.vsh", "sub/r.vsh", "/nonexistent/r.vsh", "../r.vsh", "", "r.vsh r.vsh"])) \(choose(["", "snapshots", "replace", "snapshots replace", "twice"]))".utf8)
        case 2: return Array("record ".utf8) + hostileWord()
        default: return Array("record r.vsh snapshots replace".utf8)
        }
    }

    /// `trace` on, off, clear and export to fuzzed files.
    private mutating func traceLine() -> [UInt8] {
        switch next(4) {
        case 0: return Array("trace \(choose(["on", "off", "clear", "", "export", "on off"]))".utf8)
        case 1: return Array("trace export \(choose(["t.mmd", "t.json", "t.txt", "/nonexistent/t.json", "../../../../t.mmd", "sub/t.json", ".", "t.json extra"]))".utf8)
        default: return Array("trace export ".utf8) + hostileWord()
        }
    }

    /// `route` with good, bad, long and hostile paths.
    private mutating func routeLine() -> [UInt8] {
        switch next(4) {
        case 0: return Array("route \(choose(["cars", "cars/c3", "cars/new", "posts/top", "posts/new/p1", "posts/old", "cars/c99", "/cars", "cars//c3", "cars/c3/", "", "."]))".utf8)
        case 1: return Array("route ".utf8) + Array(String(repeating: choose(["a/", "cars/", "x"]), count: 1 + Int(next(20_000))).utf8)
        default: return Array("route cars/".utf8) + hostileWord()
        }
    }

    // MARK: - Run options

    /// The arguments of one `run` command line: the two scenario files and
    /// fuzzed options (`--jobs`, `--shard`, `--format`, `--width`, `--var`,
    /// `--junit`, `--artifacts`, `--coverage-json`, `--repeat`, `--report`,
    /// `--strict`, flags), some hostile.
    mutating func runArguments() -> [String] {
        var arguments = ["run"]
        for _ in 0..<1 + Int(next(4)) {
            switch next(14) {
            case 11: arguments += ["--repeat", choose(["1", "2", "3", "0", "-1", "1001", "99999999999999999999", "x", ""])]
            case 12: arguments += ["--report", choose(["report", "/nonexistent/report", "../../../../report", "a.vsh", ""])]
            case 13: arguments.append("--strict")
            case 0: arguments += ["--jobs", choose(["1", "2", "4611686018427387904", "0", "-1", "99999999999999999999", "x", ""])]
            case 1: arguments += ["--shard", choose(["1/2", "2/2", "0/2", "3/2", "1/0", "9223372036854775807/9223372036854775807", "a/b", "/"])]
            case 2: arguments += ["--format", choose(["text", "tap", "github", "TAP", "", "\u{1B}[2J"])]
            case 3: arguments += ["--width", choose(["80", "20", "0", "100000", "-5", String(repeating: "9", count: 5_000), "1\u{1B}[2J"])]
            case 4: arguments += ["--var", choose(["a=1", "a", "=1", "1a=2", "a=\u{202E}", "a=" + String(repeating: "v", count: 100_000)])]
            case 5: arguments += ["--junit", choose(["j.xml", "sub/j.xml", "/nonexistent/j.xml", "../../../../j.xml", ".", ""])]
            case 6: arguments += ["--artifacts", choose(["art", "/nonexistent/art", "../../../../art", "a.vsh", ""])]
            case 7: arguments += ["--coverage-json", choose(["c.json", "/nonexistent/c.json", "."])]
            case 8: arguments.append(choose(["--verbose", "--keep-going", "--coverage", "--update-snapshots", "--", "-", "--nope"]))
            case 9: arguments.append(String(decoding: hostileWord().prefix(4_000), as: UTF8.self))
            default: arguments.append(choose(["a.vsh", "b.vsh", ".", "missing.vsh"]))
            }
        }
        return arguments + ["a.vsh", "b.vsh"]
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
