import ViperRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives the registered modules by itself and checks invariants after every
/// step (`viper-shell explore`).
///
/// Each walk starts a fresh session, opens a root module (or a route) and
/// takes up to `depth` steps: actions the top screen declares, with
/// arguments drawn from their parameters' domains (and the examples they
/// declare), and sometimes `back` or `wait`. Before a step, and before the
/// opening line, it now and then injects a fault into one call of a declared
/// endpoint (`ExploreFaults`), settles the step over a short horizon, or runs
/// it under an order drawn from the seed (`ExploreSchedules`). Every step is a
/// command line, run through the shell interpreter. After each line it checks
/// that a failed command's message is one clear, escaped line, that the
/// screen has no raw control characters and fits the width, that no task is
/// stuck, that closed modules are gone, and that the invariants the modules
/// declare (`SessionInvariant`) and the exploration's `expect always` lines
/// hold; after each walk, that nothing survives closing all and that a replay
/// gives the same dump. Each broken invariant (once per kind, module and
/// action; once per invariant for the team's) is minimised into a `.vsh`
/// script that fails under `run`.
///
///     let report = Explorer(configuration: configuration, options: ExploreOptions(seed: 7)).run()
///     print(report.text, terminator: "")
///     exit(report.exitCode)
@MainActor
public final class Explorer {
    public let configuration: ShellConfiguration
    public let options: ExploreOptions

    private var generator: SplitMix64
    private var report = ExploreReport()
    private var screens = Set<UInt64>()
    private var edges = Set<String>()
    private var modulesOpened = Set<String>()
    /// Every registered module, in registration order.
    private var registeredNames: [String] = []
    /// The modules no walk could start from, with why.
    private var notRoots: [(name: String, reason: String)] = []
    private var reported = Set<String>()
    private var scriptCounts: [InvariantKind: Int] = [:]
    private var journal: StepJournal?
    private let screenChecks: ScreenCheckCache
    /// The faults the declared endpoints allow (none with `--no-faults`).
    private var faults = ExploreFaults(endpoints: [])
    /// The horizon the walk's session settles over now (the shell's default at its start).
    private var horizon = ShellSettings.defaultAutosettleHorizon
    /// The faults injected in the current walk, by their `stub` lines, to count those its calls used.
    private var walkFaults: [String: Int] = [:]
    /// The words of the lines explore writes again and again (faults, horizons), read once.
    private var knownWords: [String: [Word]] = [:]
    /// Asked before every step; true stops the exploration there, and the
    /// report covers the steps taken (Ctrl-C, SIGTERM, SIGHUP).
    package var interruptRequested: () -> Bool = { false }
    /// Told, once, the first time something cannot be written into the output
    /// folder (a full disk): from then on there is no crash journal and
    /// scripts follow in the report. The command says it at once, on stderr.
    package var outputFailed: (String) -> Void = { _ in }
    /// Told before every step and before a finding's script is shortened,
    /// for a progress line, with what makes the line's facts (called only
    /// when the line is drawn); nil, the default, costs a step one check.
    package var progress: ((_ facts: () -> ExploreProgress) -> Void)?

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
        report.schedulesEnabled = options.schedules
        report.invariantLines = options.invariantLines.count
        registeredNames = []
        notRoots = []
        if let problem = usageProblem() {
            report.usageError = problem
            return report
        }
        let roots: [String]
        do {
            try prepareFaults()
            try checkInvariantLines()
            roots = try openLines() + routeLines()
            report.roots = roots
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
        report.modulesNotRoots = notRoots.filter { modulesOpened.contains($0.name) }.map { "\($0.name) (\($0.reason))" }
        report.modulesNotOpened = registeredNames.filter { !modulesOpened.contains($0) }.map { name in
            "\(name) (\(notRoots.first { $0.name == name }?.reason ?? "not reached"))"
        }
        report.distinctScreens = screens.count
        report.edges = edges.sorted()
        return report
    }

    /// The faults of the endpoints a fresh session declares, unless faults are
    /// off; and the invariants it declares, for the report.
    private func prepareFaults() throws(SetupError) {
        report.faultsEnabled = options.faults
        let session: ViperSession
        do { session = try configuration.makeSession() } catch {
            throw SetupError(description: "cannot start a session: \(error)")
        }
        report.declaredInvariants = session.registry.invariants.map(\.name)
        defer { session.closeAll() }
        let horizons = [ExploreSchedules.shortHorizon, ShellSettings.defaultAutosettleHorizon].map(ExploreStep.autosettle)
        for line in horizons { knownWords[line] = try? Tokenizer.words(of: line) }
        guard options.faults else { return }
        faults = ExploreFaults(endpoints: session.services.endpoints.names)
        for line in faults.lines { knownWords[line] = try? Tokenizer.words(of: line) }
        report.endpointsDeclared = faults.rules.count / 3
    }

    /// A driver over a fresh session of the configuration, sharing the exploration's caches.
    private func makeDriver() throws -> ExploreDriver {
        try ExploreDriver(configuration: configuration, screenChecks: screenChecks, knownWords: knownWords)
    }

    /// Runs the exploration's `expect always` lines in a fresh session: each
    /// must be one, and be accepted (a module, endpoint or invariant it names exists).
    private func checkInvariantLines() throws(SetupError) {
        guard !options.invariantLines.isEmpty else { return }
        let driver: ExploreDriver
        do { driver = try makeDriver() } catch {
            throw SetupError(description: "cannot start a session: \(error)")
        }
        defer { _ = driver.closeAll() }
        for (index, line) in options.invariantLines.enumerated() {
            let words = (try? Tokenizer.words(of: line)) ?? []
            guard words.count >= 3, words[0].text == "expect", words[1].text == "always" else {
                throw SetupError(description: "invariant \(index + 1) is not an 'expect always' line: \(displayed(line, limit: 200))")
            }
            if let failure = driver.run(line, checks: false).failure {
                throw SetupError(description: "invariant \(index + 1) (\(displayed(line, limit: 200))): \(failure)")
            }
        }
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
            let hint = Suggestions.hint(for: name, among: registry.names, noun: "modules")
            throw SetupError(description: "unknown module '\(displayed(name))'\(hint)")
        }
        for name in options.modules {
            if let registration = registry.registration(named: name), registration.isEmbeddedOnly {
                throw SetupError(description: "\(displayed(name)) is only embedded in another module, never opened as a root; explore its container")
            }
        }
        registeredNames = registry.names
        var lines: [String] = []
        for name in options.modules.isEmpty ? registry.names : options.modules {
            guard let registration = registry.registration(named: name) else { continue }
            if registration.isEmbeddedOnly {
                notRoots.append((name, "only embedded, never a root"))
                continue
            }
            let required = registration.parameters.filter { $0.isRequired && $0.defaultValue == nil }.map(\.name)
            let candidates = required.isEmpty
                ? [[:]] : options.parameterValues.map { value in Dictionary(uniqueKeysWithValues: required.map { ($0, value) }) }
            var lastFailure = "no value to try for \(required.joined(separator: ", "))"
            var opened = false
            for parameters in candidates {
                let line = ExploreStep.open(name, parameters: parameters)
                if let failure = failureOpening(line) {
                    lastFailure = failure
                } else {
                    lines.append(line)
                    opened = true
                    break
                }
            }
            if !opened { notRoots.append((name, lastFailure)) }
        }
        guard !lines.isEmpty else { throw SetupError(description: "no module could be opened as a root") }
        return lines
    }

    /// The `route` line of each registered route pattern that opens (its
    /// parameters tried from `parameterValues`, one value for all), when
    /// walks start from every module: deep links open stacks whose modules
    /// load as they open, where faults can hit them.
    private func routeLines() -> [String] {
        guard options.modules.isEmpty, let registry = try? configuration.makeRegistry(),
              let table = try? RouteTable(registry: registry)
        else { return [] }
        var lines: [String] = []
        for entry in table.entries {
            let values = entry.pattern.parameterNames.isEmpty ? [""] : options.parameterValues
            for value in values {
                let path = entry.pattern.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): return text
                    case .parameter: return value
                    }
                }.joined(separator: "/")
                let line = ExploreStep.route(path)
                if failureOpening(line) == nil {
                    lines.append(line)
                    break
                }
            }
        }
        return lines
    }

    /// Why `line` (an `open` or a `route`) fails in a fresh session, or nil when it opens.
    private func failureOpening(_ line: String) -> String? {
        guard let driver = try? makeDriver() else {
            return "cannot start a session"
        }
        defer { _ = driver.closeAll() }
        return driver.run(line).failure
    }

    // MARK: - Walking

    /// What a step is, for where faults go.
    private enum StepKind {
        /// The walk's first line: `open` or `route`.
        case root
        case back
        case other
    }

    private func walk(from rootLine: String, number: Int) {
        if interruptRequested() {
            report.interrupted = true
            return
        }
        guard let driver = try? makeDriver() else { return }
        journal?.begin(header: ["explore seed \(options.seed), walk \(number): the steps so far, written before each ran"])
        horizon = ShellSettings.defaultAutosettleHorizon
        walkFaults = [:]
        defer { countFaultsHit(in: driver) }
        for line in options.invariantLines {
            journal?.record(line)
            checkJournal()
            _ = driver.run(line, checks: false)
        }
        if let violation = take(rootLine, kind: .root, in: driver) {
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
            let line = nextStep(on: top)
            taken += 1
            if let violation = take(line, kind: line == ExploreStep.back ? .back : .other, in: driver) {
                found(violation, in: driver.lines, walk: number)
                return
            }
        }
        let firstDump = driver.dump()
        guard let replay = try? makeDriver() else { return }
        for line in driver.lines { _ = replay.run(line, checks: false) }
        if replay.dump() != firstDump {
            let violation = InvariantViolation(
                kind: .nondeterministic, module: driver.session.top?.moduleName ?? "-",
                action: ExploreStep.commandName(of: driver.lines.last ?? ""),
                detail: "replaying the same \(driver.lines.count) lines gave a different dump",
                evidence: "", step: driver.lines.count - 1)
            found(violation, in: driver.lines, walk: number)
        }
        _ = replay.closeAll()
        countFaultsHit(in: driver)
        if let leak = driver.closeAll().first { found(leak, in: driver.lines, walk: number) }
    }

    /// Runs `step` with what explore puts before it: now and then a fault, a
    /// change of horizon and an order (each a line of its own, journaled and
    /// checked like a step); returns the first invariant any of them broke.
    private func take(_ step: String, kind: StepKind, in driver: ExploreDriver) -> InvariantViolation? {
        if let fault = nextFault(before: kind), let violation = observe(runLine(fault, in: driver), line: fault, isStep: false) {
            return violation
        }
        var scheduleAt: Int?
        if options.schedules {
            let isShort = horizon == ExploreSchedules.shortHorizon
            let changes = generator.oneIn(isShort ? ExploreSchedules.restoreOdds : ExploreSchedules.shortenOdds)
            let wanted = isShort != changes ? ExploreSchedules.shortHorizon : ShellSettings.defaultAutosettleHorizon
            if wanted != horizon {
                horizon = wanted
                let line = ExploreStep.autosettle(wanted)
                if let violation = observe(runLine(line, in: driver), line: line, isStep: false) { return violation }
            }
            if wanted == ExploreSchedules.shortHorizon { report.shortHorizonSteps += 1 }
            if generator.oneIn(ExploreSchedules.randomOrderOdds) {
                scheduleAt = driver.lines.count
                _ = runLine(WorkSchedule.line(.random(generator.next())), in: driver)
            }
        }
        report.steps += 1
        if let progress {
            progress {
                let stack = driver.session.stack.frames.map(\.moduleName).joined(separator: " › ")
                return ExploreProgress(
                    step: report.steps, total: options.steps, walk: report.walks + 1, found: report.findings.count,
                    doing: stack.isEmpty ? step : "\(stack): \(step)")
            }
        }
        var result = runLine(step, in: driver)
        if let scheduleAt {
            report.randomOrderSteps += 1
            let schedule = driver.interpreter.lastSchedule
            report.orderChoices += schedule?.choices ?? 0
            let named = schedule?.namedLine
            if named != nil { report.reorderedSteps += 1 }
            driver.replaceLine(at: scheduleAt, with: named)
            if named == nil {
                for index in result.violations.indices { result.violations[index].step -= 1 }
            }
        }
        return observe(result, line: step, isStep: true)
    }

    /// Runs one line of the walk, in the journal first; after a step that
    /// failed, its `expect error` joins the journal, so that the journal runs
    /// under `run` up to a crash.
    private func runLine(_ line: String, in driver: ExploreDriver) -> ExploreDriver.StepResult {
        journal?.record(line)
        checkJournal()
        let step = driver.run(line)
        if let journal, let failure = step.failure { journal.record("expect error " + Tokenizer.quoted(failure)) }
        return step
    }

    /// The `stub` line of a fault to inject before the next step, or nil: one
    /// time in three before the walk's first line and before `back` (the
    /// loads a module makes as it opens or shows again), one in five before
    /// other steps.
    private func nextFault(before kind: StepKind) -> String? {
        guard !faults.isEmpty, generator.oneIn(kind == .other ? 5 : 3) else { return nil }
        let position = generator.below(faults.rules.count)
        let rule = faults.rules[position]
        report.faultsInjected[rule.endpoint, default: [:]][ExploreFaults.kind(of: rule), default: 0] += 1
        switch kind {
        case .root: report.faultsBeforeRoot += 1
        case .back: report.faultsBeforeBack += 1
        case .other: break
        }
        walkFaults[faults.lines[position], default: 0] += 1
        return faults.lines[position]
    }

    /// Counts the walk's faults that a call used: a one-call rule explore
    /// injected and the session no longer holds was taken by a call. Counted
    /// once per walk (the walk's faults are forgotten then).
    private func countFaultsHit(in driver: ExploreDriver) {
        guard !walkFaults.isEmpty else { return }
        var left: [String: Int] = [:]
        for rule in driver.session.services.endpoints.rules { left[ExploreFaults.line(for: rule), default: 0] += 1 }
        for (line, injected) in walkFaults {
            guard let rule = faults.rule(for: line) else { continue }
            let hit = injected - min(left[line] ?? 0, injected)
            if hit > 0 { report.faultsHit[rule.endpoint, default: [:]][ExploreFaults.kind(of: rule), default: 0] += hit }
        }
        walkFaults = [:]
    }

    /// An action of the top screen with drawn arguments, or now and then `back` or `wait`.
    private func nextStep(on top: ModuleFrame) -> String {
        let menu = ExploreActionCatalog.menu(of: top)
        let choice = generator.below(menu.count + 2)
        if choice == menu.count + 1 { return ExploreStep.wait(generator.pick(ExploreStep.waitDurations)) }
        guard choice < menu.count else { return ExploreStep.back }
        let action = menu.action(at: choice)
        return ExploreStep.action(action.name, arguments: ArgumentSampler.arguments(for: action, using: &generator))
    }

    /// Records what the line reached, and returns the first invariant it
    /// broke; a step's action counts as performed when it succeeded.
    private func observe(_ step: ExploreDriver.StepResult, line: String, isStep: Bool) -> InvariantViolation? {
        if let hash = step.screenHash { screens.insert(hash) }
        let command = ExploreStep.commandName(of: line)
        if isStep, step.failure == nil, let module = step.topBefore?.moduleName, command != "open", command != "route",
            command != ExploreStep.back, command != "wait" {
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
    ///
    /// The walk's `expect always` lines and its opening line (`open` or
    /// `route`) stay; every other line up to the break (faults, horizons,
    /// orders and steps) is shortened by delta debugging, then the names of
    /// each remaining `schedule` line are, each candidate run in a fresh
    /// session and kept when the same invariant breaks (the same kind in the
    /// same module; the same invariant for the team's).
    private func found(_ violation: InvariantViolation, in lines: [String], walk: Int) {
        // A leak or a different dump belongs to the module, not to the step that happened to show it.
        let perModule = violation.kind == .leak || violation.kind == .nondeterministic
        let key = violation.invariant.map { "invariant \($0.description)" }
            ?? "\(violation.kind.rawValue) \(violation.module)" + (perModule ? "" : " \(violation.action)")
        guard reported.insert(key).inserted else { return }
        progress? {
            ExploreProgress(
                step: report.steps, total: options.steps, walk: walk, found: report.findings.count,
                doing: "shortening the script of \(violation.invariant.map(\.description) ?? violation.kind.rawValue) in \(violation.module)")
        }
        let fixedCount = options.invariantLines.count
        let walkLines = Array(lines.prefix(violation.step + 1))
        // The opening line, unless the invariant broke before it ran.
        let rootIndex = walkLines.indices.first { $0 >= fixedCount && isRootLine(walkLines[$0]) }
        let fixed = Array(walkLines.prefix(fixedCount))
        let rootLines = rootIndex.map { [walkLines[$0]] } ?? []
        // Each line that may go, with whether it comes before the opening line.
        let candidates = walkLines.indices.filter { $0 >= fixedCount && $0 != rootIndex }.map { index in
            (walkLines[index], rootIndex.map { index < $0 } ?? true)
        }
        func assembled(_ kept: [(String, Bool)]) -> [String] {
            fixed + kept.filter(\.1).map(\.0) + rootLines + kept.filter { !$0.1 }.map(\.0)
        }
        var kept = Minimizer.minimize(candidates) { reproduce(violation, lines: assembled($0)) != nil }
        kept = shortenedSchedules(kept) { reproduce(violation, lines: assembled($0)) != nil }
        guard var (final, failures, check) = reproduce(violation, lines: assembled(kept)) else { return }
        var keptLines = Array(assembled(kept).prefix(final.step + 1))
        // A fault or horizon line that breaks the invariant does so by the work it settles: say so with `settle`.
        if ["stub", "set"].contains(ExploreStep.commandName(of: keptLines[final.step])) {
            let settled = Array(keptLines.prefix(final.step)) + ["settle"]
            if let plain = reproduce(violation, lines: settled), plain.0.step == final.step {
                (final, failures, check) = plain
                keptLines = settled
            }
        }
        let originalSteps = candidates.count
        let minimalSteps = keptLines.count - fixedCount - rootLines.count
        let origin = ReproductionScript.Origin(seed: options.seed, walk: walk, originalSteps: originalSteps, keptSteps: minimalSteps)
        let script = ReproductionScript.text(
            for: final, lines: keptLines, failures: failures, width: configuration.width, finalCheck: check, origin: origin)
        var finding = ExploreFinding(
            kind: violation.kind, module: final.module, action: final.action, detail: final.detail,
            script: script, path: nil, originalSteps: originalSteps, minimalSteps: minimalSteps,
            failsUnderRun: failsUnderRun(script, runs: violation.kind == .nondeterministic ? 2 : 1))
        finding.invariant = violation.invariant
        finding.schedules = keptLines.filter { ExploreStep.commandName(of: $0) == ExploreStep.scheduleCommand }.count
        finding.foundAfterSteps = report.steps
        if let folder = options.outputDirectory, report.outputFailure == nil {
            let count = (scriptCounts[violation.kind] ?? 0) + 1
            scriptCounts[violation.kind] = count
            let path = Paths.join(folder, "\(violation.kind.fileNamePrefix)-\(count).vsh")
            do {
                try SafeFile.replace(path, with: Array(script.utf8))
                finding.path = path
            } catch {
                failOutput(error)
            }
        }
        report.findings.append(finding)
    }

    /// Whether `line` opens a walk's first modules (`open` or `route`).
    private func isRootLine(_ line: String) -> Bool {
        let command = ExploreStep.commandName(of: line)
        return command == "open" || command == "route"
    }

    /// `kept` with the names of each `schedule` line shortened by delta
    /// debugging while `reproduces` holds (a name left out runs in the
    /// scheduler's own order, after the named ones); a line left with no
    /// name goes.
    private func shortenedSchedules(_ kept: [(String, Bool)], reproduces: ([(String, Bool)]) -> Bool) -> [(String, Bool)] {
        var lines = kept
        var index = 0
        while index < lines.count {
            guard ExploreStep.commandName(of: lines[index].0) == ExploreStep.scheduleCommand,
                  let words = try? Tokenizer.words(of: lines[index].0), words.count > 2
            else {
                index += 1
                continue
            }
            let names = words.dropFirst().map(\.text)
            let before = lines[index].1
            func with(_ chosen: [String]) -> [(String, Bool)] {
                var candidate = lines
                if chosen.isEmpty { candidate.remove(at: index) } else { candidate[index] = (WorkSchedule.line(.named(chosen)), before) }
                return candidate
            }
            let shortest = Minimizer.minimize(names) { reproduces(with($0)) }
            if shortest.count < names.count { lines = with(shortest) }
            if !shortest.isEmpty { index += 1 }
        }
        return lines
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
    /// `target` (the same kind in the same module; the same invariant for
    /// the team's) that they show, with the messages of the lines that
    /// failed and, for non-determinism, the check that tells the runs apart.
    private func reproduce(_ target: InvariantViolation, lines: [String]) -> (InvariantViolation, [Int: String], String?)? {
        guard let driver = try? makeDriver() else { return nil }
        defer { _ = driver.closeAll() }
        if target.kind == .nondeterministic {
            for line in lines { _ = driver.run(line, checks: false) }
            guard let replay = try? makeDriver() else { return nil }
            defer { _ = replay.closeAll() }
            for line in lines { _ = replay.run(line, checks: false) }
            guard driver.dump() != replay.dump() else { return nil }
            var found = target
            found.step = lines.count - 1
            return (found, driver.failures, ReproductionScript.nondeterminismCheck(first: driver, second: replay))
        }
        for line in lines {
            let step = driver.run(line)
            let match = step.violations.first { violation in
                violation.kind == target.kind
                    && (target.invariant.map { $0 == violation.invariant } ?? (violation.module == target.module))
            }
            if let match { return (match, driver.failures, nil) }
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
