import Testing
@testable import ViperShellCLI

/// A worker of `run --jobs` reads its own command line without
/// swift-argument-parser (issue 14: worker start-up): for every command line
/// the parent writes, the parser would have asked for exactly the same run,
/// and every other command line is left to the parser.
@MainActor
@Suite("worker command line")
struct WorkerArgumentsTests {
    /// Requests as the parent holds them, with every option a worker is told about.
    nonisolated static let parentRequests: [RunRequest] = [
        RunRequest(paths: ["a.vsh"]),
        RunRequest(paths: ["a.vsh"], screenWidth: 60),
        RunRequest(
            paths: ["a.vsh", "b"], junit: "out.xml", updateSnapshots: true, keepGoing: true, verbose: true, jobs: 3,
            shard: "1/2", format: "tap", artifacts: "arts dir", variables: ["user=ann", "n=", "q=a b=c"],
            coverage: true, dataDirectory: "data/ünï", screenWidth: 120),
        RunRequest(paths: ["a.vsh"], coverageJson: "c.json"),
        RunRequest(paths: ["a.vsh"], variables: ["x=-1"]),
    ]

    @Test("what the parent writes reads back as the parser reads it", arguments: parentRequests)
    func workerArgumentsMatchTheParser(parent: RunRequest) throws {
        let arguments = Array(parent.workerArguments(executable: "/bin/viper-shell").dropFirst())

        let fast = try #require(RunRequest(workerArguments: arguments))

        #expect(fast == (try RunRequest.parsed(arguments)))
        #expect(fast.worker && fast.paths.isEmpty)
        #expect(fast.screenWidth == parent.screenWidth && fast.dataDirectory == parent.dataDirectory)
        #expect(fast.variables == parent.variables && fast.artifacts == parent.artifacts)
        #expect(fast.verbose == parent.verbose && fast.keepGoing == parent.keepGoing)
        #expect(fast.updateSnapshots == parent.updateSnapshots)
        #expect(fast.coverage == (parent.coverage || parent.coverageJson != nil))
    }

    @Test("other shapes, a width out of range and a malformed variable go to the parser",
          arguments: [
            ["run", "--worker"], ["run", "--worker", "--width", "5"], ["run", "--worker", "--width", "+80"],
            ["run", "--worker", "--width", "80", "--var", "1x=2"], ["run", "--worker", "--width", "80", "--var"],
            ["run", "--worker", "--width", "80", "--jobs", "2"], ["run", "--worker", "--width", "80", "a.vsh"],
            ["run", "--width", "80", "--worker"], ["--width", "80", "run", "--worker"],
            ["run", "--worker", "--width", "80", "--data", "--verbose"],
          ])
    func everythingElseIsParsed(arguments: [String]) {
        #expect(RunRequest(workerArguments: arguments) == nil)
    }
}
