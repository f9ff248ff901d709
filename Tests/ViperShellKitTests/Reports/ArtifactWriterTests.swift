import Foundation
import Testing
@testable import ViperShellEngine

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

    @Test("a trace, when there is one, is written as trace.mmd and, in the compact form, trace-compact.mmd")
    func writesTheTrace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var withTrace = artifacts
        withTrace.traceMermaid = "sequenceDiagram\n"
        withTrace.traceMermaidCompact = "sequenceDiagram\n    participant Shell as Shell\n"

        try ArtifactWriter(directory: folder.path).write(withTrace, forScenario: "a.vsh")

        #expect(try folder.read("a.vsh/trace.mmd") == "sequenceDiagram\n")
        #expect(try folder.read("a.vsh/trace-compact.mmd") == "sequenceDiagram\n    participant Shell as Shell\n")
    }

    @Test("paths are made safe: no .., no absolute path (under %2F, apart from relative ones), no NUL or control characters",
          arguments: [("../../etc/x.vsh", "%2E%2E/%2E%2E/etc/x.vsh"), ("/abs/x.vsh", "%2F/abs/x.vsh"), ("abs/x.vsh", "abs/x.vsh"),
                      ("./a/./b.vsh", "a/b.vsh"), ("a\u{0}b\u{1B}%.vsh", "a%00b%1B%25.vsh"), ("..", "%2E%2E"),
                      ("/", "%2F"), ("é.vsh", "é.vsh")])
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

    @Test("an artifact file that is a FIFO is refused at once, never opened to wait for a reader")
    func refusesAFIFOWithoutBlocking() throws {
        // Before, opening art/f.vsh/screen.txt for writing blocked forever (and ignored SIGTERM).
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/f.vsh", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/f.vsh/screen.txt", 0o644) == 0)

        #expect {
            try ArtifactWriter(directory: folder.path).write(artifacts, forScenario: "f.vsh")
        } throws: { error in
            (error as? ArtifactWriter.WriteError)?.message
                == "cannot write artifacts to \(folder.path)/f.vsh/screen.txt: is a FIFO (named pipe), not a regular file"
        }
    }

    @Test("a relative and an absolute scenario path that read alike get two folders: neither replaces the other")
    func relativeAndAbsolutePathsStayApart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var second = artifacts
        second.screen = "Second\n"
        let writer = ArtifactWriter(directory: folder.path)

        try writer.write(artifacts, forScenario: "rel/a.vsh")
        try writer.write(second, forScenario: "/rel/a.vsh")

        #expect(try folder.read("rel/a.vsh/screen.txt") == "Cars\n")
        #expect(try folder.read("%2F/rel/a.vsh/screen.txt") == "Second\n")
    }
}
