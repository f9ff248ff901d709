import Foundation
import Testing

/// through the binary: `trace` exports of two flows, `describe`,
/// `routes` and `graph` as golden files, `route` errors leaving the stack as
/// it was, and the command-line forms.
@Suite("Debugging: trace, describe, routes, graph")
struct DebuggingCommandTests {
    /// Runs `script` as a scenario in a fresh temporary folder and returns the
    /// folder (the caller removes it) with the run's outcome.
    static func runScenario(_ script: String) throws -> (folder: String, outcome: BinaryRunner.Outcome) {
        let folder = NSTemporaryDirectory() + "viper-shell-trace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try script.write(toFile: folder + "/flow.vsh", atomically: true, encoding: .utf8)
        return (folder, try BinaryRunner.run(["run", folder + "/flow.vsh"]))
    }

    /// The exports a scenario wrote to `exports/trace.mmd`, `exports/compact.mmd` (`compact`) and `exports/trace.json`.
    static func exports(of script: String) throws -> (mermaid: String, compact: String, json: String) {
        let (folder, outcome) = try runScenario(
            script + "trace export exports/trace.mmd\ntrace export exports/compact.mmd compact\ntrace export exports/trace.json\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        return (
            try String(contentsOfFile: folder + "/exports/trace.mmd", encoding: .utf8),
            try String(contentsOfFile: folder + "/exports/compact.mmd", encoding: .utf8),
            try String(contentsOfFile: folder + "/exports/trace.json", encoding: .utf8))
    }

    static let carsFlow = """
        trace on
        open CarsList
        select 1
        back
        create
        fill make Tesla
        fill model Model 3
        fill trim Long Range
        save
        expect top CarsList

        """

    static let likeLoginLike = """
        trace on
        open PostFeed
        select 1
        like
        expect top Authorization
        login demo demo123
        expect top PostDetail
        expect screen contains "Likes: 1"

        """

    @Test("the trace of a Cars flow (list, select, back, create, fill, save) matches its goldens")
    func carsFlowTrace() throws {
        let exports = try Self.exports(of: Self.carsFlow)

        try Golden.expect(exports.mermaid, matches: "cars-flow-trace.mmd")
        try Golden.expect(exports.json, matches: "cars-flow-trace.json")
    }

    @Test("the trace of like → login → like resumed matches its goldens and records what autosettle ran")
    func likeLoginLikeTrace() throws {
        let exports = try Self.exports(of: Self.likeLoginLike)

        try Golden.expect(exports.mermaid, matches: "like-login-like-trace.mmd")
        try Golden.expect(exports.compact, matches: "like-login-like-trace-compact.mmd")
        try Golden.expect(exports.json, matches: "like-login-like-trace.json")
        // The login answers 100 ms later on the virtual clock (the post list's first page took
        // 150 ms); autosettle runs the login's task, and the trace shows its answer at that time.
        #expect(exports.mermaid.contains("Authorization_1_Interactor->>Authorization_1_Presenter: [250ms] didPerformLogin(user:)"))
        #expect(exports.mermaid.contains("Authorization#35;1 closed"))
        // The compact form: one participant a module, the layers named on each arrow between two of them.
        #expect(exports.compact.contains("Authorization_1->>Authorization_1: [250ms] Interactor → Presenter: didPerformLogin(user:)"))
    }

    @Test("the same script exports the same bytes twice")
    func deterministic() throws {
        let first = try Self.exports(of: Self.carsFlow)
        let second = try Self.exports(of: Self.carsFlow)
        #expect(first.mermaid == second.mermaid && first.compact == second.compact && first.json == second.json)
    }

    @Test("describe, routes and graph print their goldens, from the shell and from the command line alike")
    func registryGoldens() throws {
        for (arguments, golden) in [
            (["describe", "CarsList"], "describe-CarsList.txt"), (["describe", "PostFeed"], "describe-PostFeed.txt"),
            (["describe", "PostDetail"], "describe-PostDetail.txt"), (["routes"], "routes.txt"), (["graph"], "graph.mmd"),
        ] {
            let command = try BinaryRunner.run(arguments)
            let shell = try BinaryRunner.run([], input: arguments.joined(separator: " ") + "\n")

            #expect(command.status == 0 && command.stderr.isEmpty, "\(arguments): \(command.stderr)")
            #expect(shell.stdout == command.stdout, "\(arguments)")
            try Golden.expect(command.stdout, matches: golden)
        }
    }

    @Test("every Mermaid golden follows the documented grammar")
    func mermaidGoldensAreValid() throws {
        let diagrams = try Golden.files(endingWith: ".mmd")

        #expect(diagrams.count >= 3)
        for (name, text) in diagrams {
            #expect(MermaidGrammar.problem(in: text) == nil, "\(name): \(MermaidGrammar.problem(in: text) ?? "")")
        }
    }

    @Test("the grammar check refuses ids with spaces or #, raw # in text and unquoted labels")
    func grammarCheckCanFail() {
        #expect(MermaidGrammar.problem(in: "sequenceDiagram\n    participant Cars List as CarsList\n") != nil)
        #expect(MermaidGrammar.problem(in: "sequenceDiagram\n    participant A#1 as A\n") != nil)
        #expect(MermaidGrammar.problem(in: "sequenceDiagram\n    Note over A: CarsList#1 opened\n") != nil)
        #expect(MermaidGrammar.problem(in: "flowchart LR\n    A -->|push| B\n") != nil)
        #expect(MermaidGrammar.problem(in: "sequenceDiagram\n    Note over A: CarsList#35;1 opened\n") == nil)
    }

    /// A batch that opens CarsList and CarDetail, runs `route <path>`, and
    /// prints the stack before and after: the error, and both stacks.
    static func routeFailure(_ path: String) throws -> (error: String, before: String, after: String) {
        let outcome = try BinaryRunner.run([], input: "open CarsList\nselect 2\nstack\necho --\nroute \(path)\nstack\n")
        #expect(outcome.status == 1)
        let parts = outcome.stdout.components(separatedBy: "--\n")
        return (outcome.stderr, parts.first ?? "", parts.last ?? "")
    }

    @Test("route: an unknown segment is named, and the stack is unchanged")
    func routeUnknownSegment() throws {
        let failure = try Self.routeFailure("cars/c1/extra")

        #expect(failure.error == "<stdin>:5: route cars/c1/extra: unknown path segment \"extra\" at position 3\n")
        #expect(failure.after == failure.before)
        #expect(failure.before == "0 CarsList#1 root\n1 CarDetail#1 push\n")
    }

    @Test("route: a missing parameter is named, and the stack is unchanged")
    func routeMissingParameter() throws {
        let failure = try Self.routeFailure("posts")

        #expect(failure.error == "<stdin>:5: route posts: missing parameter :feed at position 2\n")
        #expect(failure.after == failure.before)
    }

    @Test("route: a malformed parameter is named and escaped, and the stack is unchanged")
    func routeMalformedParameter() throws {
        let failure = try Self.routeFailure("\"cars/c\\t1\"")

        #expect(failure.error == "<stdin>:5: route cars/c\\u{9}1: parameter :carId at position 2 cannot be \"c\\u{9}1\": it contains control characters\n")
        #expect(failure.after == failure.before)
    }

    @Test("route: when an open fails nothing changes")
    func routeOpenFailure() throws {
        let failure = try Self.routeFailure("posts/sports")

        #expect(failure.error.hasPrefix("<stdin>:5: route posts/sports: "))
        #expect(failure.error.contains("unknown feed 'sports'"))
        #expect(failure.after == failure.before)
    }

    @Test("route builds the stack root first, each module opened as its opener declares")
    func routeOpensChain() throws {
        let outcome = try BinaryRunner.run([], input: "route posts/news/news-7\nstack\nroute cars/new\nstack\n")

        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            0 PostFeed#1 root
                PostList#1 embed [list]
            1 PostDetail#1 push
            0 CarsList#1 root
            1 CreateCar#1 present

            """)
    }

    @Test("viper-shell route <path> starts the shell there; a bad path or module is a usage error")
    func commandLine() throws {
        let started = try BinaryRunner.run(["route", "cars/c3"], input: "stack\n")
        let badPath = try BinaryRunner.run(["route", "bikes"], input: "stack\n")
        let badModule = try BinaryRunner.run(["describe", "Nope"])
        let noModule = try BinaryRunner.run(["describe"])

        #expect(started.status == 0)
        #expect(started.stdout == "0 CarsList#1 root\n1 CarDetail#1 push\n")
        #expect(badPath.status == 2)
        #expect(badPath.stdout.isEmpty)
        #expect(badPath.stderr == "viper-shell: route bikes: unknown path segment \"bikes\" at position 1 (expected cars, posts)\n")
        #expect(badModule.status == 2)
        #expect(badModule.stderr.hasPrefix("viper-shell: unknown module 'Nope'"))
        #expect(noModule.status == 2)
    }

    @Test("viper-shell describe takes its argument as a module name, never as a line of the language")
    func describeTakesAName() throws {
        let variable = try BinaryRunner.run(["describe", "${x}"])
        let quoted = try BinaryRunner.run(["describe", "\"CarsList\""])

        #expect(variable.status == 2)
        #expect(variable.stderr == "viper-shell: unknown module '${x}'\n", "\(variable.stderr)")
        #expect(quoted.status == 2)
        #expect(quoted.stderr.hasPrefix("viper-shell: unknown module '\"CarsList\"'"), "\(quoted.stderr)")
    }

    @Test("the describe, routes and graph subcommands take their help from the shell commands' declarations",
          arguments: ["describe", "routes", "graph"])
    func subcommandHelpIsTheCommandsSummary(command: String) throws {
        let subcommandHelp = try BinaryRunner.run([command, "--help"])
        let shellHelp = try BinaryRunner.run([], input: "help \(command)\n")

        let summary = try #require(shellHelp.stdoutLines.dropFirst().first)
        let overview = subcommandHelp.stdoutLines.prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(overview == "OVERVIEW: " + summary.prefix(1).uppercased() + summary.dropFirst() + ".", "\(subcommandHelp.stdout)")
    }

    @Test("trace prints what the user typed escaped: no raw control characters reach the terminal")
    func traceEscapesUserText() throws {
        let outcome = try BinaryRunner.run([], inputBytes: Array("trace on\nopen CarsList\nsearch \"\\t\u{1B}[31mx\"\ntrace\n".utf8))

        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("action    Shell → CarsList#1 View: search \\u{9}\\u{1B}[31mx\n"))
        #expect(!outcome.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("trace export refuses other extensions and says so; trace prints a note when empty")
    func traceErrors() throws {
        let outcome = try BinaryRunner.run([], input: "trace\ntrace export notes.txt\ntrace sideways\n")

        #expect(outcome.stdout == "(no events recorded; 'trace on' starts recording)\n")
        #expect(outcome.stderr == """
            <stdin>:2:14: trace export: notes.txt must end in .mmd (Mermaid) or .json
            <stdin>:3:7: trace: unknown word 'sideways' (usage: trace [on|off|clear|export <file.mmd|file.json> [compact]])

            """)
    }
}

@Suite("docs/debugging.md")
struct DebuggingDocumentTests {
    static let document = BinaryRunner.packageRoot.appendingPathComponent("docs/debugging.md")

    /// The document with each generated block replaced by its golden file's current text.
    static func regenerated(_ text: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let marker = "<!-- generated from Tests/ViperShellTests/Goldens/"
            if lines[index].hasPrefix(marker), let name = lines[index].dropFirst(marker.count).split(separator: " ").first,
               let end = lines[index...].firstIndex(of: "<!-- end generated -->") {
                let golden = try String(contentsOf: Golden.directory.appendingPathComponent(String(name)), encoding: .utf8)
                let block = ["```mermaid"] + golden.components(separatedBy: "\n").dropLast() + ["```"]
                lines.replaceSubrange((index + 1)..<end, with: block)
                index += block.count + 2
            } else {
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("its Mermaid examples are the tool's output (the goldens), not hand-written")
    func examplesAreGenerated() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let expected = try Self.regenerated(text)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(expected.utf8).write(to: Self.document)
            return
        }

        #expect(text.components(separatedBy: "<!-- end generated -->").count == 4)
        #expect(text == expected, "run scripts/update-goldens")
    }
}
