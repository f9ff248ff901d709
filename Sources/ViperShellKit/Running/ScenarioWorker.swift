#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The worker side of `run --jobs N`: what a worker process does.
///
/// A shell's executable calls `serve` when it is started in its worker mode
/// (`viper-shell run --worker`). The worker reads its setup (the first line,
/// see `ScenarioWorkerSetup`), then one request line (a scenario path, see
/// `ScenarioResultWire`) at a time from standard input, runs that scenario in
/// a fresh session with the runner made from the setup, and answers one line
/// on standard output, until its input ends. It rings the parent's doorbell
/// when the answers are worth reading (`ScenarioWorkerDoorbell`).
public enum ScenarioWorker {
    /// Serves requests until standard input ends; returns the exit status: 0,
    /// or 2 when the first line is not a setup (said on standard error),
    /// `makeRunner` returns nil (it said why) or the answers cannot be written.
    ///
    /// The answers go to a private copy of standard output; standard output
    /// itself is pointed at standard error, so nothing else a scenario's code
    /// prints can break the protocol. When standard error is a file (the
    /// parent's `WorkerStandardError`), an answer to a scenario that wrote
    /// there carries the file's size at its end, so the parent prints those
    /// bytes with that scenario. `beforeEach` is called with each path
    /// before it runs (a test hook; the shell passes nothing). Without the
    /// setup's `sendsOutput` (`run --verbose`, the only report that prints it), a
    /// result goes without what the scenario printed: encoding it and
    /// decoding it in the parent was a third of the work of a run in workers.
    @MainActor
    public static func serve(
        makeRunner: (ScenarioWorkerSetup) -> ScriptRunner?, beforeEach: (String) -> Void = { _ in }
    ) -> Int32 {
        let answers = dup(STDOUT_FILENO)
        guard answers >= 0 else { return 2 }
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        defer { close(answers) }
        var reader = FileLineReader(descriptor: STDIN_FILENO)
        guard let setupLine = reader.nextLine() else { return 0 }
        let setup: ScenarioWorkerSetup
        do {
            setup = try ScenarioWorkerSetup(line: setupLine)
        } catch {
            StandardOutput.writeError("worker: \(error.message)\n")
            return 2
        }
        guard let runner = makeRunner(setup) else { return 2 }
        let sendsOutput = setup.sendsOutput
        var doorbell = ScenarioWorkerDoorbell(descriptor: STDIN_FILENO)
        let running = Mutex<String?>(nil)
        CommandWatchdog.shared.setOnStall { stall in
            guard let path = running.withLock({ $0 }) else { return CommandWatchdog.reportAndExit(stall) }
            answerBlocked(path: path, stall: stall, to: answers)
        }
        // Where what the scenarios write on stderr ends so far (nil when stderr is not a file: the parent's own).
        var standardErrorEnd = regularFileSize(STDERR_FILENO)
        while let line = reader.nextLine() {
            guard let path = ScenarioResultWire.path(inRequest: line) else { return 2 }
            beforeEach(path)
            running.withLock { $0 = path }
            var result = runner.runScenario(atPath: path)
            running.withLock { $0 = nil }
            if !sendsOutput { result.output = "" }
            // What the scenario printed is in the file before the answer says where it ends.
            fflush(nil)
            let end = regularFileSize(STDERR_FILENO)
            let wroteOnStandardError = end != nil && end != standardErrorEnd
            standardErrorEnd = end
            let answer = Array(ScenarioResultWire.line(for: result, standardErrorEnd: wroteOnStandardError ? end : nil).utf8)
            guard send(answer, to: answers, doorbell: &doorbell) else { return 2 }
            if doorbell.isDue(held: reader.bufferedLineCount) {
                reader.readAheadIfReady()
                if doorbell.isDue(held: reader.bufferedLineCount) { doorbell.ring() }
            }
        }
        return 0
    }

    /// The status of a worker that answered its scenario as failed because
    /// the thread running it is blocked for good (a deadlock, or a command
    /// deaf to an interrupt), then ended: the scenarios it held and had not
    /// begun go to a new worker.
    public static let blockedStatus: Int32 = 75

    /// Answers the scenario at `path` as failed by `stall`, at the line that
    /// blocked, and ends the worker with `blockedStatus`. Runs on the
    /// watchdog's thread while the scenario's thread stays blocked.
    private static func answerBlocked(path: String, stall: CommandWatchdog.Stall, to answers: Int32) -> Never {
        let failure = ShellFailure(location: stall.location ?? SourceLocation(file: path, line: 0), message: stall.description)
        let result = ScenarioResult(path: path, failures: [failure], output: "", duration: .zero)
        _ = FileDescriptorWriter.writeAll(
            ScenarioResultWire.line(for: result, standardErrorEnd: regularFileSize(STDERR_FILENO)), to: answers)
        _exit(stall.interrupted ? 130 : blockedStatus)
    }

    /// The size of the file at `descriptor`, or nil when it is not a regular file.
    private static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Writes `answer`; one longer than `bytesBetweenRings` goes in two parts
    /// with a ring between them (see `ScenarioWorkerDoorbell`).
    private static func send(_ answer: [UInt8], to answers: Int32, doorbell: inout ScenarioWorkerDoorbell) -> Bool {
        defer { doorbell.answered(byteCount: answer.count) }
        guard answer.count > ScenarioWorkerDoorbell.bytesBetweenRings else {
            return FileDescriptorWriter.writeAll(answer[...], to: answers)
        }
        let head = answer.prefix(4096)
        guard FileDescriptorWriter.writeAll(head, to: answers) else { return false }
        doorbell.ring()
        return FileDescriptorWriter.writeAll(answer[head.count...], to: answers)
    }
}

/// Lines from a file descriptor, read in blocks, without the newline.
struct FileLineReader {
    private var buffer: DescriptorLineBuffer
    private var atEnd = false

    init(descriptor: Int32) {
        buffer = DescriptorLineBuffer(descriptor: descriptor)
    }

    /// How many whole lines are read ahead and not yet returned.
    var bufferedLineCount: Int { buffer.completeLineCount }

    /// Reads what has already arrived, without waiting.
    mutating func readAheadIfReady() {
        while !atEnd {
            switch buffer.readIfReady() {
            case .bytes: continue
            case .end: atEnd = true
            case .nothing: return
            }
        }
    }

    /// The next line, or nil at the end of input (a last line without a newline is still returned).
    mutating func nextLine() -> String? {
        while true {
            if let line = buffer.nextLine() { return line }
            if atEnd { return buffer.takeRemainder() }
            if buffer.read() == .end { atEnd = true }
        }
    }
}

/// Writes whole strings to a file descriptor.
enum FileDescriptorWriter {
    #if os(Linux)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    /// Writes every byte of `text` to `descriptor` (retrying short writes and
    /// interruptions); false when the descriptor refuses them. On a socket it
    /// uses `MSG_NOSIGNAL` (on Darwin the socket has `SO_NOSIGPIPE`, see
    /// `WorkerProcess`), so a peer that is gone is an error, not SIGPIPE.
    static func writeAll(_ text: String, to descriptor: Int32, isSocket: Bool = false) -> Bool {
        writeAll(Array(text.utf8)[...], to: descriptor, isSocket: isSocket)
    }

    /// Writes every one of `bytes`, as `writeAll(_:to:isSocket:)` does for a string.
    static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, isSocket: Bool = false) -> Bool {
        bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor, isSocket: isSocket) }
    }

    /// Writes every one of `bytes`, as `writeAll(_:to:isSocket:)` does for a string.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, isSocket: Bool = false) -> Bool {
        var bytes = UnsafeRawBufferPointer(bytes)
        while !bytes.isEmpty {
            let written = isSocket ? send(descriptor, bytes.baseAddress, bytes.count, noSignal)
                : write(descriptor, bytes.baseAddress, bytes.count)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst(written))
        }
        return true
    }
}
