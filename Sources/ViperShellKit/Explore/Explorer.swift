import ViperRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives the registered modules by itself and checks invariants after every
/// step (`viper-shell explore`).
///
/// Each walk starts a fresh session, opens a root module and takes up to
/// `depth` steps: actions the top screen declares, with arguments drawn from
/// their parameters' domains (and the examples they declare), and sometimes
/// `back` or `wait`. Between steps it now and then injects a fault into one
/// call of a declared endpoint (`ExploreFaults`). Every step is a command
/// line, run through the shell interpreter. After each step it checks that a
/// failed command's message is one clear, escaped line, that the screen has
/// no raw control characters and fits the width, and that closed modules are
/// gone; after each walk, that nothing survives closing all and that a
/// replay gives the same dump. Each broken invariant (once per kind, module
/// and action) is minimised into a `.vsh` script that fails under `run`.
///
///     let report = Explorer(configuration: configuration, options: ExploreOptions(seed: 7)).run()
///     print(report.text, terminator: "")
///     exit(report.exitCode)
@MainActor
public final class Explorer {
    package let configuration: ShellConfiguration
    package let options: ExploreOptions

    private var generator: SplitMix64
    private var report = ExploreReport()
    private var screens = Set<UInt64>()
    private var edges = Set<String>()
    private var modulesOpened = Set<String>()
    private var reported = Set<String>()
    private var scriptCounts: [InvariantKind: Int] = [:]
    private var journal: StepJournal?
    private let screenChecks: ScreenCheckCache
    /// The faults the declared endpoints allow (none with `--no-faults`).
    private var faults = ExploreFaults(endpoints: [])
    /// Asked before every step; true stops the exploration there, and the
    /// report covers the steps taken (Ctrl-C, SIGTERM, SIGHUP).
    package var interruptRequested: () -> Bool = { false }
    /// Told, once, the first time something cannot be written into the output
    /// folder (a full disk): from then on there is no crash journal and
    /// scripts follow in the report. The command says it at once, on stderr.
    package var outputFailed: (String) -> Void = { _ in }

    public init(configuration: ShellConfiguration, options: ExploreOptions) {
        self.configuration = configuration
        self.options = options
        generator = SplitMix64(seed: options.seed)
        screenChecks = ScreenCheckCache(width: configuration.width)
    }

    /// Explores, writes the scripts of what it found, and returns the report.
    public func run() -> ExploreReport {
        report = ExploreReport()
        report.seed = options.seed
        if let problem = usageProblem() {
            report.usageError = problem
            return report
        }
        let roots: [String]
        do {
            try prepareFaults()
            roots = try openLines()
        } catch {
            report.usageError = error.description
            return report
        }
        if let path = options.crashJournalPath {
            do {
                journal = try StepJournal(path: path)
            } catch {
                report.usageError = error.reason == .alreadyExists
                    ? "\(error.description) (a crash journal of an earlier run, its steps kept; move it away first)"
                    : "cannot write the crash journal: \(error.description)"
                return report
            }
            checkJournal()
        }
        while report.steps < options.steps && !report.interrupted {
            walk(from: roots[report.walks % roots.count], number: report.walks + 1)
            report.walks += 1
        }
        journal?.discard()
        journal = nil
        report.modulesOpened = modulesOpened.sorted()
        report.distinctScreens = screens.count
        report.edges = edges.sorted()
        return report
    }

    /// The faults of the endpoints a fresh session declares, unless faults are off.
    private func prepareFaults() throws(SetupError) {
        report.faultsEnabled = options.faults
        guard options.faults else { return }
        let session: ViperSession
        do { session = try configuration.makeSession() } catch {
            throw SetupError(description: "cannot start a session: \(error)")
        }
        faults = ExploreFaults(endpoints: session.services.endpoints.names)
        session.closeAll()
        report.endpointsDeclared = faults.rules.count / 3
    }

    // MARK: - Setting up

    /// Why the options cannot be used, if they cannot.
    private func usageProblem() -> String? {
        if options.steps < 1 { return "--steps must be 1 or more, not \(options.steps)" }
        if options.depth < 1 { return "--depth must be 1 or more, not \(options.depth)" }
        if let folder = options.outputDirectory {
            if let failed = Paths.createDirectories(folder) {
                return "--out: cannot create the folder \(displayed(failed, limit: 200)): \(String(cString: strerror(errno)))"
            }
            // `mkdir` says EEXIST for a file, a device or a dangling link as well as for a folder.
            if !Paths.isDirectory(folder) {
                return "--out: \(displayed(folder, limit: 200)) is not a folder (\(Paths.kindName(of: folder)))"
            }
        }
        return nil
    }

    /// A usage error found while choosing roots.
    private struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The `open` line of each module walks start from: each named module
    /// (or every registered one but those only embedded), with required
    /// parameters that have no default tried from `parameterValues` until one opens.
    private func openLines() throws(SetupError) -> [String] {
        let registry: ModuleRegistry
        do { registry = try configuration.makeRegistry() } catch {
            throw SetupError(description: "cannot start a session: \(error)")
        }
        for name in options.modules where registry.registration(named: name) == nil {
            let close = Suggestions.closest(to: name, among: registry.names)
            let hint = close.isEmpty ? "" : "; did you mean \(close.joined(separator: " or "))?"
            throw SetupError(description: "unknown module '\(displayed(name))'\(hint)")
        }
        for name in options.modules {
            if let registration = registry.registration(named: name), registration.isEmbeddedOnly {
                throw SetupError(description: "\(displayed(name)) is only embedded in another module, never opened as a root; explore its container")
            }
        }
        var lines: [String] = []
        for name in options.modules.isEmpty ? registry.names : options.modules {
            guard let registration = registry.registration(named: name) else { continue }
            if registration.isEmbeddedOnly {
                report.modulesNotOpened.append("\(name) (only embedded, never a root)")
                continue
            }
            let required = registration.parameters.filter { $0.isRequired && $0.defaultValue == nil }.map(\.name)
            let candidates = required.isEmpty
                ? [[:]] : options.parameterValues.map { value in Dictionary(uniqueKeysWithValues: required.map { ($0, value) }) }
            var lastFailure = "no value to try for \(required.joined(separator: ", "))"
            for parameters in candidates {
                let line = ExploreStep.open(name, parameters: parameters)
                guard let driver = try? ExploreDriver(configuration: configuration, screenChecks: screenChecks, faults: faults) else { break }
                if let failure = driver.run(line).failure {
                    lastFailure = failure
                } else {
                    lines.append(line)
                    break
                }
                _ = driver.closeAll()
            }
            if lines.last.map({ !$0.hasPrefix("open \(name)") }) ?? true {
                report.modulesNotOpened.append("\(name) (\(lastFailure))")
            }
        }
        guard !lines.isEmpty else { throw SetupError(description: "no module could be opened as a root") }
        return lines
    }

    // MARK: - Walking

    private func walk(from openLine: String, number: Int) {
        if interruptRequested() {
            report.interrupted = true
            return
        }
        guard let driver = try? ExploreDriver(configuration: configuration, screenChecks: screenChecks, faults: faults) else { return }
        journal?.begin(header: ["explore seed \(options.seed), walk \(number): the steps so far, written before each ran"])
        journal?.record(openLine)
        checkJournal()
        report.steps += 1
        if let violation = observe(journaled(driver.run(openLine)), line: openLine) {
            found(violation, in: driver.lines, walk: number)
            return
        }
        var taken = 0
        while taken < options.depth && report.steps < options.steps, let top = driver.session.top {
            if interruptRequested() {
                report.interrupted = true
                _ = driver.closeAll()
                return
            }
            if let fault = nextFault() {
                journal?.record(fault)
                _ = driver.run(fault)
            }
            let line = nextStep(on: top)
            journal?.record(line)
            checkJournal()
            report.steps += 1
            taken += 1
            if let violation = observe(journaled(driver.run(line)), line: line) {
                found(violation, in: driver.lines, walk: number)
                return
            }
        }
        let firstDump = driver.dump()
        guard let replay = try? ExploreDriver(configuration: configuration, screenChecks: screenChecks, faults: faults) else { return }
        for line in driver.lines { _ = replay.run(line, checks: false) }
        if replay.dump() != firstDump {
            let violation = InvariantViolation(
                kind: .nondeterministic, module: driver.session.top?.moduleName ?? "-",
                action: ExploreStep.commandName(of: driver.lines.last ?? ""),
                detail: "replaying the same \(driver.lines.count) steps gave a different dump",
                evidence: "", step: driver.lines.count - 1)
            found(violation, in: driver.lines, walk: number)
        }
        _ = replay.closeAll()
        if let leak = driver.closeAll().first { found(leak, in: driver.lines, walk: number) }
    }

    /// `step`, after adding `expect error` with its message to the journal
    /// when it failed, so that the journal runs under `run` up to a crash.
    private func journaled(_ step: ExploreDriver.StepResult) -> ExploreDriver.StepResult {
        if let journal, let failure = step.failure { journal.record("expect error " + Tokenizer.quoted(failure)) }
        return step
    }

    /// The `stub` line of a fault to inject before the next step, about one step in five, or nil.
    private func nextFault() -> String? {
        guard !faults.isEmpty, generator.oneIn(5) else { return nil }
        let position = generator.below(faults.rules.count)
        let rule = faults.rules[position]
        report.faultsInjected[rule.endpoint, default: [:]][ExploreFaults.kind(of: rule), default: 0] += 1
        return faults.lines[position]
    }

    /// An action of the top screen with drawn arguments, or now and then `back` or `wait`.
    private func nextStep(on top: ModuleFrame) -> String {
        let actions = ExploreActionCatalog.actions(of: top)
        let choice = generator.below(actions.count + 2)
        if choice == actions.count + 1 { return ExploreStep.wait(generator.pick(ExploreStep.waitDurations)) }
        guard choice < actions.count else { return ExploreStep.back }
        let action = actions[choice]
        return ExploreStep.action(action.name, arguments: ArgumentSampler.arguments(for: action, using: &generator))
    }

    /// Records what the step reached, and returns the first invariant it broke.
    private func observe(_ step: ExploreDriver.StepResult, line: String) -> InvariantViolation? {
        if let hash = step.screenHash { screens.insert(hash) }
        let command = ExploreStep.commandName(of: line)
        if step.failure == nil, let module = step.topBefore?.moduleName, command != "open", command != ExploreStep.back,
            command != "wait" {
            report.actionsPerformed[module, default: []].insert(command)
        }
        if let after = step.topAfter, after !== step.topBefore {
            modulesOpened.insert(after.moduleName)
            after.embedded.forEach { modulesOpened.insert($0.moduleName) }
            if let before = step.topBefore {
                let style = step.depthAfter > step.depthBefore
                    ? after.style.rawValue : step.depthAfter < step.depthBefore ? "close" : "replace"
                edges.insert("\(before.moduleName) -> \(after.moduleName) (\(style))")
            }
        }
        return step.violations.first
    }

    // MARK: - Findings

    /// Minimises a new violation, writes its script and adds it to the report.
    private func found(_ violation: InvariantViolation, in lines: [String], walk: Int) {
        // A leak or a different dump belongs to the module, not to the step that happened to show it.
        let perModule = violation.kind == .leak || violation.kind == .nondeterministic
        let key = "\(violation.kind.rawValue) \(violation.module)" + (perModule ? "" : " \(violation.action)")
        guard reported.insert(key).inserted else { return }
        let openLine = lines[0]
        let steps = Array(lines.prefix(violation.step + 1).dropFirst())
        let kept = Minimizer.minimize(steps) { reproduce(violation, lines: [openLine] + $0) != nil }
        guard let (final, failures, check) = reproduce(violation, lines: [openLine] + kept) else { return }
        let keptLines = Array(([openLine] + kept).prefix(final.step + 1))
        let origin = ReproductionScript.Origin(seed: options.seed, walk: walk, originalSteps: steps.count)
        let script = ReproductionScript.text(
            for: final, lines: keptLines, failures: failures, width: configuration.width, finalCheck: check, origin: origin)
        var finding = ExploreFinding(
            kind: violation.kind, module: violation.module, action: violation.action, detail: violation.detail,
            script: script, path: nil, originalSteps: steps.count, minimalSteps: keptLines.count - 1,
            failsUnderRun: failsUnderRun(script, runs: violation.kind == .nondeterministic ? 2 : 1))
        if let folder = options.outputDirectory, report.outputFailure == nil {
            let count = (scriptCounts[violation.kind] ?? 0) + 1
            scriptCounts[violation.kind] = count
            let path = Paths.join(folder, "\(violation.kind.rawValue)-\(count).vsh")
            do {
                try SafeFile.replace(path, with: Array(script.utf8))
                finding.path = path
            } catch {
                failOutput(error)
            }
        }
        report.findings.append(finding)
    }

    // MARK: - The output folder

    /// Gives up the journal, saying why once, when its last write failed.
    private func checkJournal() {
        guard let failure = journal?.failure else { return }
        failOutput(failure)
    }

    /// The output folder cannot be written (`failure` names the file and
    /// why): said once, the journal is dropped, and scripts go in the report.
    private func failOutput(_ failure: SafeFileError) {
        guard report.outputFailure == nil else { return }
        journal?.discard()
        journal = nil
        let reason = "cannot write to \(displayed(failure.path, limit: 200)): \(failure.cause)"
        report.outputFailure = reason
        outputFailed(reason + "; a crash will keep no steps, and a script that cannot be written is printed in the report instead")
    }

    /// Runs `lines` in a fresh session and returns the violation like
    /// `target` (same kind and module) that they show, with the messages of
    /// the lines that failed and, for non-determinism, the check that tells the runs apart.
    private func reproduce(_ target: InvariantViolation, lines: [String]) -> (InvariantViolation, [Int: String], String?)? {
        guard let driver = try? ExploreDriver(configuration: configuration, screenChecks: screenChecks, faults: faults) else { return nil }
        defer { _ = driver.closeAll() }
        if target.kind == .nondeterministic {
            for line in lines { _ = driver.run(line, checks: false) }
            guard let replay = try? ExploreDriver(configuration: configuration, screenChecks: screenChecks, faults: faults) else { return nil }
            defer { _ = replay.closeAll() }
            for line in lines { _ = replay.run(line, checks: false) }
            guard driver.dump() != replay.dump() else { return nil }
            var found = target
            found.step = lines.count - 1
            return (found, driver.failures, ReproductionScript.nondeterminismCheck(first: driver, second: replay))
        }
        for line in lines {
            let step = driver.run(line)
            if let match = step.violations.first(where: { $0.kind == target.kind && $0.module == target.module }) {
                return (match, driver.failures, nil)
            }
        }
        guard target.kind == .leak else { return nil }
        let failures = driver.failures
        return driver.closeAll().first { $0.module == target.module }.map { ($0, failures, nil) }
    }

    /// Whether `script` fails when run as `viper-shell run` runs a scenario
    /// (`runs` times in one process, each in a fresh session).
    private func failsUnderRun(_ script: String, runs: Int) -> Bool {
        for _ in 0..<runs {
            guard let session = try? configuration.makeSession() else { return false }
            var options = ShellInterpreter.Options(mode: .script)
            options.failureHandler = { _ in }
            let interpreter = ShellInterpreter(
                session: session, commands: configuration.commands, output: DiscardedOutput(), options: options)
            var source = BufferLineSource(text: script)
            interpreter.runLines(&source, context: .init(name: "explore.vsh", path: nil, directory: "."))
            let stuck = session.hasTasks && !session.tasksWaitingOutside.isEmpty
            session.closeAll()
            if interpreter.failureCount > 0 || stuck || !session.tracker.leaks().isEmpty { return true }
        }
        return false
    }
}
