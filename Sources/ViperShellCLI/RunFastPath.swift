/// `<name> run [--jobs N] [--verbose] [--keep-going] PATH...` without
/// swift-argument-parser, the way CI usually calls it (start-up).
///
/// The parser costs most of an empty scenario's start-up in the statically
/// linked binary: it reflects over every command's properties, and each first
/// protocol cast it makes scans the binary's conformance records (checking for
/// `--generate-completion-script` alone builds a second parser). Measured
/// (callgrind, the release binary, every process): `run --jobs 1 empty.vsh`
/// 6.2M instructions on this path, 23.2M through the parser (`--shard 1/1` added).
/// For a few common shapes what the parser produces is known: `run`, then
/// plain paths mixed with `--jobs N` (or `--jobs=N`, N a whole number from 1
/// written in ASCII digits), `--verbose` and `--keep-going`, each option at
/// most once; every other option at its default. Those shapes skip the
/// parser. Every other command line (any other word starting with `-`, an
/// option given twice, a `--jobs` value the parser would refuse or read
/// differently, `help`, an empty word, or anything before `run`) goes through
/// the parser as before, so every bad input gets exactly the parser's message
/// and exit status. Tests compare both ways.
extension RunPlan {
    /// The request for `arguments` when they are `run` followed by plain paths
    /// and the options above; nil for anything the parser must read.
    init?(fastPathArguments arguments: [String]) {
        guard arguments.count >= 2, arguments[0] == "run" else { return nil }
        self.init(paths: [])
        var seen: Set<String> = []
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else {
                guard Self.isPlainPath(word) else { return nil }
                paths.append(word)
                continue
            }
            let (name, attachedValue) = Self.split(option: word)
            guard seen.insert(name).inserted else { return nil }
            switch (name, attachedValue) {
            case ("--verbose", nil): verbose = true
            case ("--keep-going", nil): keepGoing = true
            case ("--jobs", let attached):
                let value: String
                if let attached {
                    value = attached
                } else {
                    guard index < arguments.count else { return nil }
                    value = arguments[index]
                    index += 1
                }
                guard let count = Self.jobCount(value) else { return nil }
                jobs = count
            default:
                return nil
            }
        }
        guard !paths.isEmpty else { return nil }
    }

    /// A word the parser can only take as a path: not empty, not an option or
    /// `--`/`-` (a leading `-`), and not the built-in `help`.
    private static func isPlainPath(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && word != "help"
    }

    /// `--jobs=4` as `("--jobs", "4")`; a word without `=` as itself and nil.
    private static func split(option word: String) -> (name: String, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// `--jobs`'s value when it is ASCII digits naming a number from 1 that
    /// is at most `JobCount.maximum` (what the parser reads the same way and accepts); nil
    /// for anything else, which the parser reads or refuses itself.
    private static func jobCount(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let count = Int(value), (1...JobCount.maximum).contains(count)
        else { return nil }
        return count
    }
}
