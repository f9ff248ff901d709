#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellKit

/// SPEC §16: the history file never hangs the shell and never replaces a file that is not ours.
@Suite("HistoryStore: hostile paths")
struct HistoryHostileTests {
    @Test func aFIFOAsHistoryIsRefusedWithoutBlocking() throws {
        // given a history path that is a FIFO nobody writes to
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        #expect(mkfifo(path, 0o600) == 0)
        let warnings = WarningRecorder()
        // when a store loads it and saves
        let store = HistoryStore(path: path, warn: warnings.record)
        store.add("modules")
        try store.save()
        // then it warned once, keeps history in memory, and the FIFO is still there
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("is a FIFO (named pipe), not a regular file") == true)
        #expect(!store.savesToFile)
        #expect(historyDirectoryEntries(directory.path) == ["history"])
    }

    @Test func aDeviceAsHistoryIsRefused() {
        // given /dev/zero as the history file
        let warnings = WarningRecorder()
        // when loaded, then it is refused at once with a warning
        let store = HistoryStore(path: "/dev/zero", warn: warnings.record)
        #expect(store.entries.isEmpty)
        #expect(warnings.messages.first?.contains("is a device, not a regular file") == true)
    }

    @Test func aSymlinkedHistoryFileIsNeitherFollowedNorReplaced() throws {
        // given a history path that is a link to a file
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("dotfiles-history")
        writeHistoryFixture(target, Array("kept\n".utf8))
        #expect(symlink(target, directory.file("history")) == 0)
        let warnings = WarningRecorder()
        // when a store loads and saves
        let store = HistoryStore(path: directory.file("history"), warn: warnings.record)
        store.add("new")
        try store.save()
        // then the link and its target are untouched and the user was told
        #expect(warnings.messages.first?.contains("symbolic link") == true)
        #expect(readHistoryFixture(target) == Array("kept\n".utf8))
        var status = stat()
        #expect(lstat(directory.file("history"), &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
    }

    @Test func aTextFileWithBackslashesIsNotReplaced() throws {
        // given a LaTeX file named as the history file
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("paper.tex")
        let paper = Array("\\documentclass{article}\n\\begin{document}\n".utf8)
        writeHistoryFixture(path, paper)
        // when a store uses it and saves
        let store = HistoryStore(path: path, warn: { _ in })
        store.add("modules")
        try store.save()
        // then the paper is unchanged
        #expect(readHistoryFixture(path) == paper)
    }

    @Test func savedFilesStartWithTheHeaderAndOldHeaderlessFilesStillLoad() throws {
        // given an old headerless history file
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("open CarsList\n".utf8))
        // when a store adds a line and saves
        let store = HistoryStore(path: path)
        store.add("back")
        try store.save()
        // then the file has the header, both entries, and nothing else is left in the folder
        #expect(readHistoryFixture(path) == Array("# ViperShellKit history v1\nopen CarsList\nback\n".utf8))
        #expect(HistoryStore(path: path).entries == ["open CarsList", "back"])
        #expect(historyDirectoryEntries(directory.path) == ["history"])
    }

    @Test func theHeaderNamesTheEngineAndTheEarlierViperShellHeaderIsStillOurs() throws {
        // given a history file written by an earlier version (any shell wrote `# viper-shell history v1`)
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# viper-shell history v1\nopen TodoList\n".utf8))
        // when a store loads it, adds a line and saves
        let store = HistoryStore(path: path, warn: { Issue.record("unexpected warning: \($0)") })
        #expect(store.entries == ["open TodoList"])
        store.add("back")
        try store.save()
        // then it is rewritten under the engine's header, which names no product
        #expect(readHistoryFixture(path) == Array("# ViperShellKit history v1\nopen TodoList\nback\n".utf8))
        #expect(HistoryStore(path: path).entries == ["open TodoList", "back"])
        // and another header is an entry like any other line, not a header
        #expect(try HistoryFileFormat.decode(Array("# todo-shell history v1\nx\n".utf8)).get() == ["# todo-shell history v1", "x"])
    }

    @Test func aFileThatStoppedBeingHistoryIsNotReplacedAtSave() {
        // given a store that loaded a good file, which is then overwritten by something else
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("ok\n".utf8))
        let store = HistoryStore(path: path, warn: { _ in })
        writeHistoryFixture(path, [0x00, 0xFF])
        store.add("modules")
        // when saved, then it is an error and the file is left alone
        #expect(throws: HistoryStoreError.self) { try store.save() }
        #expect(readHistoryFixture(path) == [0x00, 0xFF])
        #expect(store.hasUnsavedEntries)
    }
}
