import ViperRuntime

/// One fresh session that explore drives line by line, through the same
/// interpreter a script uses, checking the per-step invariants after each line.
///
/// Walks, replays and minimisation all run lines through a driver, so what
/// explore sees is exactly what `viper-shell run` sees for the same lines.
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
    private let interpreter: ShellInterpreter
    /// The lines run so far.
    private(set) var lines: [String] = []
    /// The message of each line that failed, by line index.
    private(set) var failures: [Int: String] = [:]

    /// Rendered screens and their checks, shared by the drivers of one exploration.
    private let screenChecks: ScreenCheckCache
    /// The faults whose `stub` lines this driver applies itself.
    private let faults: ExploreFaults?

    /// A driver over a fresh session. The explorer checked the
    /// configuration's registrations and routes once, when it listed the
    /// roots, so each walk's session skips those checks.
    init(configuration: ShellConfiguration, screenChecks: ScreenCheckCache? = nil, faults: ExploreFaults? = nil) throws {
        session = try configuration.makeSession(checking: false)
        width = configuration.width
        self.screenChecks = screenChecks ?? ScreenCheckCache(width: configuration.width)
        self.faults = faults
        interpreter = ShellInterpreter(
            session: session, commands: configuration.commands, settings: ShellSettings(width: configuration.width),
            output: DiscardedOutput(), options: .init(mode: .script))
    }

    // MARK: - Running lines

    /// Runs one command line and checks the message, the screen and, when a
    /// frame closed, that nothing of a closed module is left alive. A replay
    /// that only compares dumps passes `checks: false` and skips rendering.
    func run(_ line: String, checks: Bool = true) -> StepResult {
        let index = lines.count
        lines.append(line)
        var result = StepResult(topBefore: session.top, depthBefore: session.stack.depth)
        if let rule = faults?.rule(for: line) {
            // An injected fault only adds a rule: nothing runs, nothing to check.
            do throws(ServiceStubError) {
                try session.services.endpoints.add(rule)
            } catch {
                result.failure = error.description
                failures[index] = error.description
            }
            result.topAfter = result.topBefore
            result.depthAfter = result.depthBefore
            return result
        }
        let framesBefore = session.stack.frames.map(\.id)
        let actionName = ExploreStep.commandName(of: line)
        let module = session.top?.moduleName ?? "-"
        do throws(SyntaxError) {
            let words = try Tokenizer.words(of: line)
            do throws(CommandFailure) {
                try interpreter.execute(words, at: SourceLocation(file: "explore", line: index + 1))
            } catch {
                result.failure = error.message
            }
        } catch {
            result.failure = error.message
        }
        result.topAfter = session.top
        result.depthAfter = session.stack.depth
        if let failure = result.failure { failures[index] = failure }
        guard checks else { return result }
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
        return result
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
