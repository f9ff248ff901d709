import ArgumentParser
import ViperRuntime
import ViperShellEngine

/// Whether the command table's own name index (`NameIndex`, also behind modules and actions: buckets
/// by length and first byte, no hashing) beats a `[String: Int]` at what
/// dispatch asks of it: the first word of every line, most of them actions
/// (not commands), looked up among the standard command names.
struct NameLookupBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "name-lookup",
        abstract: "Time finding a line's first word among the command, module and action names: NameIndex, [String: Int], a linear scan.")

    @Option(help: "Lookups timed per way (each round of the word mix counts).") var lookups = 20_000_000

    /// First words as scenario lines have them: actions and commands, mixed.
    static let words = [
        "select", "expect", "open", "back", "search", "expect", "fill", "save", "expect", "create", "wait",
        "expect", "more", "like", "login", "expect", "settle", "refresh", "expect", "screen",
    ]

    func run() throws {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private func measure() {
        // The three places that look names up: the command table, the registry
        // (the two features' modules) and a view's actions (CarsList's).
        let lists: [(what: String, names: [String])] = [
            ("commands", ShellCommandTable.standard.commands.map(\.name)),
            ("modules", ["CarsList", "CarDetail", "CreateCar", "PostFeed", "PostList", "PostDetail", "Authorization"]),
            ("actions", ["select", "create", "search", "refresh", "retry"]),
        ]
        for list in lists { measure(list.what, names: list.names) }
    }

    @MainActor
    private func measure(_ what: String, names: [String]) {
        let index = NameIndex(names: names)
        var dictionary: [String: Int] = [:]
        for (position, name) in names.enumerated() { dictionary[name] = position }
        // Words made at run time, as dispatch gets them from the tokenizer (not literals the compiler could fold).
        // For modules and actions, their own names too, so hits weigh as misses do.
        let mix = what == "commands" ? Self.words : Self.words + Array(repeatElement(names, count: 3).joined())
        let words = mix.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        let rounds = max(1, lookups / words.count)
        let total = Double(rounds * words.count)
        func time(_ name: String, _ find: (String) -> Int?) {
            var found = 0
            let seconds = Measurement.seconds {
                for _ in 0..<rounds {
                    for word in words { found &+= find(word) ?? -1 }
                }
            }
            print("name-lookup: \(what): \(name): \(Measurement.format(seconds / total * 1e9)) ns a lookup (checksum \(found))")
        }
        for _ in 0..<2 {
            time("NameIndex       ") { index.position(of: $0) }
            time("[String: Int]   ") { dictionary[$0] }
            time("linear scan     ") { names.firstIndex(of: $0) }
        }
    }
}
