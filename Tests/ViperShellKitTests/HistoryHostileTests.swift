#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViperShellEngine

/// the history file never hangs the shell and never replaces a file that is not ours.
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

    @Test func savedFilesStartWithTheHeader() throws {
        // given no history file yet
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        // when a store adds lines and saves
        let store = HistoryStore(path: path, warn: { Issue.record("unexpected warning: \($0)") })
        store.add("open CarsList")
        store.add("back")
        try store.save()
        // then the file has the header, both entries, and nothing else is left in the folder
        #expect(readHistoryFixture(path) == Array("# ViperShellKit history v1\nopen CarsList\nback\n".utf8))
        #expect(HistoryStore(path: path).entries == ["open CarsList", "back"])
        #expect(historyDirectoryEntries(directory.path) == ["history"])
    }

    @Test func aPlainTextFileNamedAsTheHistoryIsLeftAloneWithOneWarning() throws {
        // given a 1,500-line text file, mode 0644, without the header, whose lines look like commands
        // (before, it was rewritten as the header plus its last 1,000 lines, mode 0600)
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("notes.txt")
        let text = Array((1...1_500).map { "open CarsList \($0)\n" }.joined().utf8)
        writeHistoryFixture(path, text)
        #expect(chmod(path, 0o644) == 0)
        let warnings = WarningRecorder()
        // when a store loads it, adds lines and saves twice
        let store = HistoryStore(path: path, warn: warnings.record)
        store.add("back")
        try store.save()
        store.add("modules")
        try store.save()
        // then it is untouched, its mode kept, with exactly one warning saying why
        #expect(readHistoryFixture(path) == text)
        #expect(historyFileMode(path) == 0o644)
        #expect(store.entries == ["back", "modules"])
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("does not start with the line '# ViperShellKit history v1'") == true)
        #expect(historyDirectoryEntries(directory.path) == ["notes.txt"])
    }

    @Test func aLineTheShellRefusesNeverEntersTheHistory() throws {
        // given a line over 64 KiB (refused by the shell) and one that is 64 KiB of backslashes (128 KiB once escaped)
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let store = HistoryStore(path: path)
        #expect(!store.add("echo " + String(repeating: "w", count: 70_000)))
        #expect(!store.add("echo " + String(repeating: "\\", count: 40_000)))
        #expect(store.add("echo " + String(repeating: "w", count: 60_000)))
        try store.save()
        // then only the line that fits is kept, and a full file can never pass the read limit
        #expect(HistoryStore(path: path).entries.map(\.count) == [60_005])
        #expect(HistoryStore.defaultCapacity * (HistoryFileFormat.entryLimit + 1) + 64 < HistoryFile.sizeLimit)
    }

    @Test func aLockHeldElsewhereIsWaitedOnBrieflyThenTheHistoryIsSavedWithOneWarning() throws {
        // given another open file description holding the folder's lock (as another process would)
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let holder = open(directory.path, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let warnings = WarningRecorder()
        let store = HistoryStore(path: path, warn: warnings.record)
        var pauses = 0
        store.lockWaiting = HistoryFile.LockWaiting(attempts: 5, pause: { pauses += 1 })
        store.add("echo kept")
        // when it saves (before, it blocked in flock for as long as the lock was held)
        try store.save()
        // then it tried five times without blocking, warned once, and saved anyway
        #expect(pauses == 4)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("another process holds the lock") == true)
        #expect(HistoryStore(path: path).entries == ["echo kept"])
        #expect(!store.hasUnsavedEntries)
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
        #expect(try HistoryFileFormat.decode(Array("# ViperShellKit history v1\n# todo-shell history v1\nx\n".utf8)).get()
            == ["# todo-shell history v1", "x"])
        #expect(throws: HistoryStoreError.self) { try HistoryFileFormat.decode(Array("# todo-shell history v1\nx\n".utf8)).get() }
    }

    @Test func aFileThatStoppedBeingHistoryIsNotReplacedAtSave() {
        // given a store that loaded a good file, which is then overwritten by something else
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# ViperShellKit history v1\nok\n".utf8))
        let store = HistoryStore(path: path, warn: { _ in })
        writeHistoryFixture(path, [0x00, 0xFF])
        store.add("modules")
        // when saved, then it is an error and the file is left alone
        #expect(throws: HistoryStoreError.self) { try store.save() }
        #expect(readHistoryFixture(path) == [0x00, 0xFF])
        #expect(store.hasUnsavedEntries)
    }
}
