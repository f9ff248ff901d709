import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ViperShellEngine

@Suite("HistoryStore")
struct HistoryStoreTests {
    @Test func savedHistoryIsReadBackBySessionAfter() throws {
        // given a store in a directory that does not exist yet
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("state/viper-shell/history")
        let first = HistoryStore(path: path)
        // when it remembers two lines and saves
        first.add("open CarsList")
        first.add("select 2")
        try first.save()
        // then a later store starts with both
        #expect(HistoryStore(path: path).entries == ["open CarsList", "select 2"])
    }

    @Test func fileIsCreatedWithModeOwnerReadWriteOnly() throws {
        // given a store whose file does not exist
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let store = HistoryStore(path: path)
        // when it saves
        store.add("modules")
        try store.save()
        // then the file has mode 0600
        #expect(historyFileMode(path) == 0o600)
    }

    @Test func savingReplacesAWorldReadableFileWithAPrivateOne() throws {
        // given an existing history file with mode 0644
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# ViperShellKit history v1\nold\n".utf8))
        chmod(path, 0o644)
        // when a store saves to it
        let store = HistoryStore(path: path)
        store.add("new")
        try store.save()
        // then it holds both entries and is private
        #expect(HistoryStore(path: path).entries == ["old", "new"])
        #expect(historyFileMode(path) == 0o600)
    }

    @Test func historyIsCappedDroppingTheOldest() throws {
        // given a store with the default capacity
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let store = HistoryStore(path: path)
        // when 1,005 distinct lines are added and saved
        for number in 1...1_005 {
            store.add("echo \(number)")
        }
        try store.save()
        // then memory and file keep the newest 1,000
        let reloaded = HistoryStore(path: path).entries
        #expect(HistoryStore.defaultCapacity == 1_000)
        #expect(store.entries.count == 1_000)
        #expect(reloaded.count == 1_000)
        #expect(reloaded.first == "echo 6")
        #expect(reloaded.last == "echo 1005")
    }

    @Test func capAppliesToTheMergedFile() throws {
        // given a file already holding three entries and a capacity of four
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# ViperShellKit history v1\na\nb\nc\n".utf8))
        let store = HistoryStore(path: path, capacity: 4)
        // when two more are saved
        store.add("d")
        store.add("e")
        try store.save()
        // then the oldest is dropped
        #expect(HistoryStore(path: path, capacity: 4).entries == ["b", "c", "d", "e"])
    }

    @Test func multiLineEntriesAndBackslashesRoundTrip() throws {
        // given entries with line breaks, backslashes and non-ASCII text
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let tricky = ["echo \"a\nb\"", "fill make C:\\cars\\n", "echo line\r\nend", "fill make Škoda 🚗"]
        let store = HistoryStore(path: path)
        for entry in tricky {
            store.add(entry)
        }
        // when saved and read back
        try store.save()
        let bytes = try #require(readHistoryFixture(path))
        // then the file has one line per entry and the entries come back unchanged
        #expect(bytes.filter { $0 == 0x0A }.count == 1 + tricky.count)
        #expect(HistoryStore(path: path).entries == tricky)
    }

    @Test func escapingWritesBackslashSequences() {
        // given an entry with every escaped character
        let entry = "a\\b\nc\rd"
        // when escaped and unescaped
        let line = HistoryFileFormat.escape(entry)
        // then the line has no line break and decodes back
        #expect(line == "a\\\\b\\nc\\rd")
        #expect(HistoryFileFormat.unescape(line[...]) == entry)
    }

    @Test func garbageFileIsNeverReplaced() throws {
        // given a file that is not a history file (invalid UTF-8 and NUL bytes)
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let garbage: [UInt8] = [0xFF, 0xFE, 0x00, 0x41, 0x0A, 0xC3]
        writeHistoryFixture(path, garbage)
        let warnings = WarningRecorder()
        // when a store loads it, adds a line and saves
        let store = HistoryStore(path: path, warn: warnings.record)
        store.add("modules")
        try store.save()
        // then it warned once, kept the line in memory, and left the file as it was
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains(path) == true)
        #expect(warnings.messages.first?.contains("will not be replaced") == true)
        #expect(!store.savesToFile)
        #expect(store.entries == ["modules"])
        #expect(readHistoryFixture(path) == garbage)
    }

    @Test func unknownEscapeMakesTheFileUnreadable() {
        // given a file with a backslash sequence viper-shell never writes
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# ViperShellKit history v1\nok\nbad \\q\n".utf8))
        let warnings = WarningRecorder()
        // when loaded
        let store = HistoryStore(path: path, warn: warnings.record)
        // then nothing of it is used, with a warning naming the line
        #expect(store.entries.isEmpty)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("line 3") == true)
    }

    @Test func unreadablePathGivesEmptyHistoryAndAWarning() {
        // given a history path that is a directory
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let warnings = WarningRecorder()
        // when loaded
        let store = HistoryStore(path: directory.path, warn: warnings.record)
        // then the history is empty and one warning was given
        #expect(store.entries.isEmpty)
        #expect(warnings.messages.count == 1)
    }

    @Test func failedSaveThrowsWithoutCrashing() {
        // given a history path inside a regular file, which cannot be a directory
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        writeHistoryFixture(directory.file("plain"), Array("x".utf8))
        let store = HistoryStore(path: directory.file("plain/history"), warn: { _ in })
        store.add("modules")
        // when saved, then a HistoryStoreError names the file
        #expect(throws: HistoryStoreError.self) { try store.save() }
        #expect(store.hasUnsavedEntries)
    }

    @Test func missingFileStartsEmptyWithoutWarning() {
        // given no file
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let warnings = WarningRecorder()
        // when loaded
        let store = HistoryStore(path: directory.file("none/history"), warn: warnings.record)
        // then empty and quiet
        #expect(store.entries.isEmpty)
        #expect(warnings.messages.isEmpty)
    }

    @Test func twoShellsClosingOneAfterTheOtherKeepBothSessions() throws {
        // given two stores opened on the same file that already holds one entry
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        writeHistoryFixture(path, Array("# ViperShellKit history v1\nopen CarsList\n".utf8))
        let first = HistoryStore(path: path)
        let second = HistoryStore(path: path)
        // when both add lines, interleaved, and save in turn
        first.add("select 1")
        second.add("open PostFeed")
        first.add("back")
        try first.save()
        second.add("more")
        try second.save()
        // then the file holds the old entry, then the first session's, then the second's
        #expect(HistoryStore(path: path).entries == ["open CarsList", "select 1", "back", "open PostFeed", "more"])
        // and saving again adds nothing twice
        try first.save()
        #expect(HistoryStore(path: path).entries.count == 5)
    }

    @Test func concurrentSavesFromTwoThreadsLoseNothing() throws {
        // given two stores on one file, each with 200 entries, saving on two threads at once
        let directory = HistoryTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history")
        let saver = ConcurrentHistorySaver(path: path)
        // when both save at the same time
        let failures = saver.saveConcurrently()
        // then no save failed and the file holds all 400 entries, each session in order
        #expect(failures == 0)
        let entries = HistoryStore(path: path).entries
        #expect(entries.count == 400)
        #expect(entries.filter { $0.hasPrefix("a ") } == (0..<200).map { "a \($0)" })
        #expect(entries.filter { $0.hasPrefix("b ") } == (0..<200).map { "b \($0)" })
        #expect(historyFileMode(path) == 0o600)
        // and no temporary file is left beside it
        #expect(historyDirectoryEntries(directory.path) == ["history"])
    }

    @Test func blankLinesAndImmediateRepeatsAreNotRemembered() {
        // given a store kept in memory only
        let store = HistoryStore(path: nil)
        // when a blank line, a line and the same line again are added
        let blank = store.add("   ")
        let first = store.add("modules")
        let repeated = store.add("modules")
        // then only the first real line is remembered
        #expect(!blank && first && !repeated)
        #expect(store.entries == ["modules"])
    }

    @Test func trailingBlanksAreNotPartOfAnEntry() {
        // given a store kept in memory only
        let store = HistoryStore(path: nil)
        // when a completed command with its trailing blank is added, then the same without it
        store.add("modules ")
        let repeated = store.add("modules")
        // then one entry, without the blank
        #expect(store.entries == ["modules"])
        #expect(!repeated)
    }

    @Test func locationPrefersTheOverrideThenXDGStateThenHome() {
        // given the viper-shell's location and environments with fewer and fewer variables
        let location = HistoryLocation(shellName: "viper-shell")
        // then the paths are as documented
        #expect(location.resolvePath(environment: [
            "VIPER_SHELL_HISTORY": "/x/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u",
        ]) == "/x/h")
        #expect(location.resolvePath(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"])
            == "/state/viper-shell/history")
        #expect(location.resolvePath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])
            == "/home/u/.local/state/viper-shell/history")
        #expect(location.resolvePath(environment: ["VIPER_SHELL_HISTORY": "", "HOME": "/home/u/"])
            == "/home/u/.local/state/viper-shell/history")
        #expect(location.resolvePath(environment: [:], homeDirectory: "/root")
            == "/root/.local/state/viper-shell/history")
        #expect(location.resolvePath(environment: [:]) == nil)
    }
}

/// Two stores on one file saving from two threads at the same moment.
private final class ConcurrentHistorySaver: @unchecked Sendable {
    let path: String
    private var failures = 0
    private let lock = NSLockish()

    init(path: String) { self.path = path }

    func saveConcurrently() -> Int {
        var threads: [pthread_t] = []
        for prefix in ["a", "b"] {
            let box = Unmanaged.passRetained(SaveJob(owner: self, prefix: prefix))
            var thread = pthread_t()
            let made = pthread_create(&thread, nil, { raw in
                let job = Unmanaged<SaveJob>.fromOpaque(raw!).takeRetainedValue()
                job.owner.run(prefix: job.prefix)
                return nil
            }, box.toOpaque())
            precondition(made == 0)
            threads.append(thread)
        }
        for thread in threads {
            pthread_join(thread, nil)
        }
        return failures
    }

    fileprivate func run(prefix: String) {
        let store = HistoryStore(path: path)
        for number in 0..<200 {
            store.add("\(prefix) \(number)")
        }
        do {
            try store.save()
        } catch {
            lock.locked { failures += 1 }
        }
    }
}

private final class SaveJob {
    let owner: ConcurrentHistorySaver
    let prefix: String
    init(owner: ConcurrentHistorySaver, prefix: String) {
        self.owner = owner
        self.prefix = prefix
    }
}

/// A pthread mutex, for the thread test only.
private final class NSLockish: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked(_ body: () -> Void) {
        pthread_mutex_lock(&mutex)
        body()
        pthread_mutex_unlock(&mutex)
    }

    @Test func locationIsNamedAfterTheShell() {
        // given a shell named "my-shell.v2"
        let location = HistoryLocation(shellName: "my-shell.v2")
        // then its variable is the name upper-cased with "_" for what a variable cannot hold
        #expect(location.overrideVariable == "MY_SHELL_V2_HISTORY")
        #expect(location.resolvePath(environment: ["MY_SHELL_V2_HISTORY": "/h", "VIPER_SHELL_HISTORY": "/v"]) == "/h")
        // and its folders carry its name
        #expect(location.resolvePath(environment: ["XDG_STATE_HOME": "/state"]) == "/state/my-shell.v2/history")
        #expect(location.resolvePath(environment: ["HOME": "/home/u"]) == "/home/u/.local/state/my-shell.v2/history")
    }
}
