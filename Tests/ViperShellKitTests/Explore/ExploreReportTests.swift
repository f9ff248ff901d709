import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Explore's report: what was opened, and the names of the scripts it writes")
struct ExploreReportTests {
    @Test("a module that cannot be a root but is reached by navigation is opened, never also 'not opened'")
    func reachedButNotARoot() {
        // Book needs a bookId and explore has no value to try, so no walk starts from it;
        // Books' 'select' pushes it. Before: listed as opened and as '  not opened: Book (...)'.
        let options = ExploreOptions(steps: 200, depth: 6, seed: 3, parameterValues: [])
        let report = Explorer(configuration: Shelf.configuration, options: options).run()
        #expect(report.modulesOpened.contains("Book"), "\(report.text)")
        #expect(!report.modulesNotOpened.contains { $0.hasPrefix("Book ") }, "\(report.text)")
        #expect(!report.text.contains("not opened: Book"), "\(report.text)")
        #expect(report.text.contains("\n  not opened as a root: Book (no value to try for bookId)\n"), "\(report.text)")
        for line in report.text.split(separator: "\n") where line.hasPrefix("modules not opened") {
            #expect(!line.contains("Book"), "\(report.text)")
        }
    }

    @Test("a module never reached is listed once, as not opened, with why")
    func neverReached() {
        // Started from Book alone (with a value), nothing ever opens Books or Library.
        let options = ExploreOptions(steps: 30, depth: 5, seed: 3, modules: ["Book"], parameterValues: ["b1"])
        let report = Explorer(configuration: Shelf.configuration, options: options).run()
        #expect(report.modulesOpened == ["Book"], "\(report.text)")
        #expect(report.text.contains("\nmodules opened (1): Book\nmodules not opened (2): Books (not reached), Library (not reached)\n"),
                "\(report.text)")
    }

    @Test("a finding's script is named without spaces: stuck-task-1.vsh, not 'stuck task-1.vsh'")
    func scriptNamesHaveNoSpaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let options = ExploreOptions(steps: 400, depth: 12, seed: 4, outputDirectory: folder.path, faults: false)
        let report = Explorer(configuration: InboxFixture.configuration(stuckLookUp: true), options: options).run()
        let stuck = try #require(report.findings.first { $0.kind == .stuckTask }, "\(report.text)")
        let path = try #require(stuck.path)
        #expect(path == folder.path + "/stuck-task-1.vsh", "\(path)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(" ") })
    }
}
