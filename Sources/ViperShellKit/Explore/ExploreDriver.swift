import ViperRuntime

/// One fresh session that explore drives line by line, through the same
/// interpreter a script uses, checking the per-step invariants after each line.
///
/// Walks, replays and minimisation all run lines through a driver, so what
/// explore sees is exactly what `viper-shell run` sees for the same lines:
/// injected faults (`stub` lines), horizons (`set autosettle`) and orders
/// (`schedule` lines) included.
@MainActor
final class ExploreDriver {
    /// What one line did.
    struct StepResult {
        /// The failed command's message, or nil when it succeeded.
        var failure: String?
        /// Invariants the line broke (at most one per kind).
        var violations: [InvariantViolation] = []
        /// The top frame before and after the line.
        var topBefore: ModuleFrame?
        var topAfter: ModuleFrame?
        var depthBefore = 0
        var depthAfter = 0
        /// A hash of the top screen's text, when a module is open.
        var screenHash: UInt64?
    }

    let session: ViperSession
    let width: Int
    let interpreter: ShellInterpreter
    /// The lines run so far.
    private(set) var lines: [String] = []
    /// The message of each line that failed, by line index.
    private(set) var failures: [Int: String] = [:]

    /// Rendered screens and their checks, shared by the drivers of one exploration.
    private let screenChecks: ScreenCheckCache
    /// The words of lines explore writes again and again (its faults and
    /// horizons), read once for the whole exploration.
    private let knownWords: [String: [Word]]

    /// A driver over a fresh session. The explorer checked the
    /// configuration's registrations and routes once, when it listed the
    /// roots, so each walk's session skips those checks.
    init(configuration: ShellConfiguration, screenChecks: ScreenCheckCache? = nil, knownWords: [String: [Word]] = [:]) throws {
        session = try configuration.makeSession(checking: false)
        width = configuration.width
        self.screenChecks = screenChecks ?? ScreenCheckCache(width: configuration.width)
        self.knownWords = knownWords
        interpreter = ShellInterpreter(
            session: session, commands: configuration.commands, settings: ShellSettings(width: configuration.width),
            output: DiscardedOutput(), options: .init(mode: .script))
    }

    // MARK: - Running lines

    /// Runs one command line and checks the message, the screen, the tasks,
    /// the invariants the modules declare and the script's `expect always`
    /// checks and, when a frame closed, that nothing of a closed module is
    /// left alive. A replay that only compares dumps passes `checks: false`
    /// and skips rendering. A `schedule` line changes nothing by itself and
    /// is not checked (as under `run`, nothing is checked after it); nor is
    /// a `stub` or `set` line when no work was pending (what it settles after
    /// it is all a check could see change).
    func run(_ line: String, checks: Bool = true) -> StepResult {
        let index = lines.count
        lines.append(line)
        var result = StepResult(topBefore: session.top, depthBefore: session.stack.depth)
        let framesBefore = session.stack.frames.map(\.id)
        let actionName = ExploreStep.commandName(of: line)
        let module = session.top?.moduleName ?? "-"
        var brokenStanding: StandingAssertion?
        if let seed = Self.randomScheduleSeed(of: line) {
            // What the `schedule` command does, without reading the line as words: explore writes one every other step.
            interpreter.pendingSchedule = WorkSchedule(.random(seed))
            return result
        }
        // A fault or a horizon changes nothing a check sees unless the work it settles after it runs.
        let changesOnlyByWork = actionName == "stub" || actionName == "set"
        let couldRunWork = !changesOnlyByWork || session.scheduler.mayRunWork
        do throws(SyntaxError) {
            let words: [Word]
            if let known = knownWords[line] { words = known } else { words = try Tokenizer.words(of: line) }
            do throws(CommandFailure) {
                try interpreter.execute(words, at: SourceLocation(file: "explore", line: index + 1))
            } catch {
                result.failure = error.message
                if case .assertion = error { brokenStanding = interpreter.brokenStandingAssertion }
            }
        } catch {
            result.failure = error.message
        }
        result.topAfter = session.top
        result.depthAfter = session.stack.depth
        if let failure = result.failure, brokenStanding == nil { failures[index] = failure }
        guard checks, actionName != ExploreStep.scheduleCommand, couldRunWork || result.failure != nil else { return result }
        if let brokenStanding, let failure = result.failure {
            result.violations.append(InvariantViolation(
                kind: .invariant, module: session.top?.moduleName ?? module, action: actionName,
                detail: displayed(failure, limit: 300), evidence: failure, step: index,
                invariant: .script(brokenStanding.text)))
            return result
        }
        if let failure = result.failure {
            if let kind = InvariantChecks.messageViolation(failure) {
                result.violations.append(InvariantViolation(
                    kind: kind, module: module, action: actionName, detail: displayed(failure, limit: 200),
                    evidence: failure, step: index))
            }
        }
        if let top = session.top {
            let screen = screenChecks.outcome(for: top.makeScreen())
            result.screenHash = screen.linesHash
            if let (kind, line) = screen.violation {
                result.violations.append(InvariantViolation(
                    kind: kind, module: top.moduleName, action: actionName,
                    detail: kind == .tooWide ? "\(line.count) characters wide at width \(width)" : displayed(line, limit: 200),
                    evidence: line, step: index))
            }
        }
        if session.hasTasks, let stuck = session.tasksWaitingOutside.first {
            result.violations.append(InvariantViolation(
                kind: .stuckTask, module: stuck.frame?.module ?? module, action: actionName,
                detail: "waiting outside the virtual clock: \(stuck.label)", evidence: stuck.label, step: index))
        }
        let framesAfter = session.stack.frames.map(\.id)
        if framesAfter.count < framesBefore.count || zip(framesBefore, framesAfter).contains(where: { $0 != $1 }) {
            if let leaked = session.tracker.leaks(excluding: openModuleNames()).first {
                result.violations.append(InvariantViolation(
                    kind: .leak, module: leaked.module, action: actionName,
                    detail: "closed, but alive: \(leaked.survivorList)", evidence: leaked.survivorList, step: index))
            }
        }
        if let broken = brokenDeclaredInvariant() {
            result.violations.append(InvariantViolation(
                kind: .invariant, module: session.top?.moduleName ?? module, action: actionName,
                detail: displayed(broken.found, limit: 300), evidence: broken.found, step: index,
                invariant: .swift(broken.name)))
        }
        return result
    }

    /// `n` of a `schedule random <n>` line as explore writes it (one blank
    /// between words), or nil for any other line.
    static func randomScheduleSeed(of line: String) -> UInt64? {
        let prefix = "schedule random "
        guard line.utf8.count > prefix.utf8.count, line.utf8.starts(with: prefix.utf8) else { return nil }
        return UInt64(line.dropFirst(prefix.count))
    }

    /// The first invariant the modules declare (`SessionInvariant`) that does
    /// not hold now, with what its check found.
    func brokenDeclaredInvariant() -> (name: String, found: String)? {
        for invariant in session.registry.invariants {
            if case .broken(let found) = invariant.evaluate(in: session) { return (invariant.name, found) }
        }
        return nil
    }

    /// Puts `line` in place of the line at `index` (a `schedule random` line,
    /// once the step after it showed which names took part), or removes that
    /// line when `line` is nil. Only the last two lines may be replaced.
    func replaceLine(at index: Int, with line: String?) {
        guard let line else {
            lines.remove(at: index)
            var moved: [Int: String] = [:]
            for (position, message) in failures { moved[position > index ? position - 1 : position] = message }
            failures = moved
            return
        }
        lines[index] = line
    }

    /// The state dump as a value: equal values print the same bytes, and
    /// comparing them skips the encoding (a replay check after every walk).
    func dump() -> JSONValue {
        session.dump(width: width)
    }

    /// Closes every module and reports any that left components alive.
    func closeAll() -> [InvariantViolation] {
        session.closeAll()
        return session.tracker.leaks().map { leaked in
            InvariantViolation(
                kind: .leak, module: leaked.module, action: "(closing all)",
                detail: "alive after closing every module: \(leaked.survivorList)", evidence: leaked.survivorList,
                step: max(lines.count - 1, 0))
        }
    }

    /// Names of every module open now, embedded ones included.
    func openModuleNames() -> Set<String> {
        var names = Set<String>()
        func visit(_ frame: ModuleFrame) {
            names.insert(frame.moduleName)
            frame.embedded.forEach(visit)
        }
        session.stack.frames.forEach(visit)
        return names
    }
}

/// Output nobody reads: explore looks at sessions, not at printed text.
@MainActor
final class DiscardedOutput: ShellOutput {
    func write(_ text: String) {}
    func writeError(_ text: String) {}
}
