/// `<name> run PATH...` without swift-argument-parser, the way CI usually
/// calls it (SPEC §9, start-up).
///
/// The parser costs more than half of an empty scenario's start-up in the
/// statically linked binary: it reflects over every command's properties, and
/// each first protocol cast it makes scans the binary's conformance records
/// (checking for `--generate-completion-script` alone builds a second parser).
/// For one shape only, `run` followed by paths and nothing else, what the
/// parser produces is known: those paths, every option at its default. So
/// that shape skips the parser; every other command line (any word starting
/// with `-`, `help`, an empty word, or anything before `run`) goes through the
/// parser as before, with its checks and messages. Tests compare both ways.
extension RunRequest {
    /// The request for `arguments` when they are `run` and one or more plain
    /// paths; nil for anything the parser must read.
    init?(fastPathArguments arguments: [String]) {
        guard arguments.count >= 2, arguments[0] == "run" else { return nil }
        let paths = Array(arguments.dropFirst())
        guard paths.allSatisfy(Self.isPlainPath) else { return nil }
        self.init(paths: paths)
    }

    /// A word the parser can only take as a path: not empty, not an option or
    /// `--`/`-` (a leading `-`), and not the built-in `help`.
    private static func isPlainPath(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && word != "help"
    }
}
