import Foundation
import Testing
@testable import ViperShellKit

@Suite("run --artifacts")
struct ArtifactWriterTests {
    private let artifacts = FailureArtifacts(screen: "Cars\n", dump: "{}\n", transcript: "# a.vsh:1\nopen CarsList\n")

    @Test("a failing scenario's screen, dump and transcript go to DIR/<scenario path>/")
    func writesTheFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        try ArtifactWriter(directory: folder.path + "/out").write(artifacts, forScenario: "Tests/cars/list.vsh")

        #expect(try folder.read("out/Tests/cars/list.vsh/screen.txt") == "Cars\n")
        #expect(try folder.read("out/Tests/cars/list.vsh/dump.json") == "{}\n")
        #expect(try folder.read("out/Tests/cars/list.vsh/transcript.vsh") == "# a.vsh:1\nopen CarsList\n")
        #expect(!folder.exists("out/Tests/cars/list.vsh/trace.mmd"))
    }

    @Test("a trace, when there is one, is written as trace.mmd")
    func writesTheTrace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var withTrace = artifacts
        withTrace.traceMermaid = "sequenceDiagram\n"

        try ArtifactWriter(directory: folder.path).write(withTrace, forScenario: "a.vsh")

        #expect(try folder.read("a.vsh/trace.mmd") == "sequenceDiagram\n")
    }

    @Test("paths are made safe: no .., no absolute path, no NUL or control characters",
          arguments: [("../../etc/x.vsh", "%2E%2E/%2E%2E/etc/x.vsh"), ("/abs/x.vsh", "abs/x.vsh"),
                      ("./a/./b.vsh", "a/b.vsh"), ("a\u{0}b\u{1B}%.vsh", "a%00b%1B%25.vsh"), ("..", "%2E%2E"),
                      ("/", "%2E"), ("é.vsh", "é.vsh")])
    func safePaths(_ path: String, _ safe: String) {
        #expect(ArtifactWriter.safeRelativePath(for: path) == safe)
    }

    @Test("a symbolic link inside DIR is never followed; the write fails with a message naming the path")
    func refusesSymbolicLinks() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer { folder.remove(); outside.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a", withDestinationPath: outside.path)

        #expect(throws: ArtifactWriter.WriteError.self) {
            try ArtifactWriter(directory: folder.path).write(artifacts, forScenario: "a/x.vsh")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
