import Foundation
import Testing
import ViperShellEngine

/// One `.vsh` scenario script, as an argument of a parameterized Swift
/// Testing test: one test case per scenario, named by its path.
///
/// ```swift
/// @Test(arguments: try Scenario.all(in: "Tests/Scenarios"))
/// func scenario(_ scenario: Scenario) {
///     ScenarioTests.run(scenario, configuration: configuration)
/// }
/// ```
public struct Scenario: Sendable, Hashable, CustomStringConvertible, CustomTestStringConvertible {
    /// The script's path as given (relative paths are taken from the current
    /// directory, the package root under `swift test`).
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// Every `.vsh` script under `folder`, recursively, sorted by path (what
    /// `viper-shell run folder` runs). Throws when `folder` is not there or
    /// holds no scenario, so a mistyped folder fails the test instead of running nothing.
    public static func all(in folder: String) throws -> [Scenario] {
        try ScriptRunner.collectScripts(at: [folder]).map(Scenario.init(path:))
    }

    public var description: String { path }

    public var testDescription: String { path }
}

extension Scenario {
    /// Every `.vsh` script under `folder` taken from the folder holding
    /// `file` (pass `#filePath`), so the test finds its scenarios whatever
    /// the current directory: `Scenario.all(in: "../Scenarios", nextTo: #filePath)`.
    public static func all(in folder: String, nextTo file: String) throws -> [Scenario] {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        return try all(in: URL(fileURLWithPath: folder, relativeTo: base).standardizedFileURL.path)
    }
}
