import Foundation
import Testing

/// The README and the guides show files of this package verbatim; these tests keep them from drifting.
///
/// A ```` ```swift ```` block in the README that follows a paragraph naming a
/// file of this package in backticks (`Examples/Sources/todo-shell/main.swift`)
/// claims to be that file, and must equal it byte for byte.
@Suite("README snippets")
struct ReadmeSnippetTests {
    /// The repository root: this file is Examples/Tests/TodoFeatureTests/ReadmeSnippetTests.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each Swift block of `markdown` with the `Examples/…` file the paragraph before it names.
    static func claimedFiles(in markdown: String) -> [(path: String, snippet: String)] {
        var result: [(path: String, snippet: String)] = []
        var paragraph: [String] = []
        var previousParagraph: [String] = []
        var block: [String]?
        var claimed: String?
        for line in markdown.components(separatedBy: "\n") {
            if var lines = block {
                if line == "```" {
                    if let claimed { result.append((claimed, lines.joined(separator: "\n") + "\n")) }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if line == "```swift" {
                claimed = (paragraph.isEmpty ? previousParagraph : paragraph).joined(separator: " ").matches(of: /`(Examples\/[^`]+\.swift)`/).last.map { String($0.1) }
                block = []
                paragraph = []
                previousParagraph = []
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !paragraph.isEmpty { previousParagraph = paragraph }
                paragraph = []
            } else {
                paragraph.append(line)
            }
        }
        return result
    }

    @Test("every file the README and docs/library.md show is shown as it is", arguments: [
        ("README.md", ["Examples/Sources/TodoShell/TodoShellConfiguration.swift", "Examples/Sources/todo-shell/main.swift"]),
        ("docs/library.md", [
            "Examples/Package.swift", "Examples/Sources/TodoShell/TodoShellConfiguration.swift",
            "Examples/Sources/todo-shell/main.swift", "Examples/Tests/TodoShellTests/TodoShellScenarioTests.swift",
        ]),
    ])
    func snippetsEqualTheirFiles(document: String, expectedFiles: [String]) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let claims = Self.claimedFiles(in: markdown)

        #expect(claims.map(\.path).sorted() == expectedFiles)
        for claim in claims {
            let file = try String(contentsOf: Self.root.appendingPathComponent(claim.path), encoding: .utf8)
            #expect(claim.snippet == file, "\(document) shows \(claim.path) differently from the file")
        }
    }

    @Test("the custom command docs/commands.md shows is the Todo shell's, as it is")
    func customCommandSnippetEqualsItsFile() throws {
        let commands = try String(contentsOf: Self.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let claims = Self.claimedFiles(in: commands)

        #expect(claims.map(\.path) == ["Examples/Sources/TodoShell/GreetCommand.swift"])
        for claim in claims {
            let file = try String(contentsOf: Self.root.appendingPathComponent(claim.path), encoding: .utf8)
            #expect(claim.snippet == file, "docs/commands.md shows \(claim.path) differently from the file")
        }
    }

    @Test("a block that differs from the file it names is caught")
    func aDriftedSnippetIsCaught() throws {
        let markdown = "This is `Examples/Package.swift`:\n\n```swift\nlet package = 1\n```\n"
        let claims = Self.claimedFiles(in: markdown)
        let file = try String(contentsOf: Self.root.appendingPathComponent("Examples/Package.swift"), encoding: .utf8)

        #expect(claims.map(\.path) == ["Examples/Package.swift"])
        #expect(claims.first?.snippet != file)
    }
}
