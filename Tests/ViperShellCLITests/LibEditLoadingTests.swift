import Testing
import ViperShellEngine
@testable import ViperShellCLI

/// libedit is loaded when the interactive shell first needs its line editor;
/// when it cannot be, the shell says so once and reads plain lines.
@MainActor
@Suite("Loading libedit")
struct LibEditLoadingTests {
    @Test func theSystemsLibeditLoads() {
        #expect(LibEditLibrary.load() == nil)
    }

    @Test func aLibraryThatCannotBeLoadedIsNamedWithTheReason() throws {
        let problem = try #require(LibEditLibrary.load(named: "libviper-shell-no-such-editline.so.0"))
        #expect(problem.hasPrefix("cannot load libviper-shell-no-such-editline.so.0: "), "\(problem)")
        #expect(!problem.contains("\n"), "\(problem)")
    }

    @Test func theNoticeIsOneLineNamingTheShellAndWhatIsOff() {
        let notice = LibEditLibrary.fallbackNotice(shellName: "shelf", problem: "cannot load libedit.so.2: not found")
        #expect(notice == "shelf: line editing is off (cannot load libedit.so.2: not found); "
            + "lines are read without editing, completion or a saved history\n")
    }

    @Test func aTerminalGetsThePlainReaderWhenLibeditDoesNotLoad() {
        var madeLibEditReader = false
        let reader = InteractiveFrontEnd.terminalReader(
            shellName: "shelf", loadingLibEdit: { "cannot load libedit.so.2: not found" },
            makeLibEditReader: {
                madeLibEditReader = true
                return nil
            })
        defer { reader.close() }
        #expect(reader is PlainLineReader)
        #expect(!madeLibEditReader)
    }
}
