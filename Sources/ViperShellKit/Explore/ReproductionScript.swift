import ViperRuntime

/// Writes the `.vsh` script that shows a broken invariant: the opening
/// `open` or `route`, the minimised lines (each command that fails as it
/// should is followed by `expect error` with its message), then what makes
/// the script fail under `viper-shell run` because of the invariant:
///
/// - a bad message: the last step is the command, with no `expect error`;
/// - a raw control character or an over-wide line: `expect screen lacks` that line;
/// - a leak: nothing more, the run's leak check at the end fails the scenario;
/// - non-determinism: `expect state <path> == <value seen first>`, which a
///   second run (`viper-shell run x.vsh x.vsh`) violates;
/// - a team's invariant: `expect always invariant "<name>"` at the top (the
///   exploration's own `expect always` lines are there already), which the
///   last step breaks.
///
/// The faults (`stub` lines), horizons (`set autosettle`) and orders
/// (`schedule` lines, each with a comment saying what it does) the walk ran
/// stay in the script, so `run` replays the same interleaving.
enum ReproductionScript {
    /// What the script is for, for its comment header.
    struct Origin {
        var seed: UInt64
        var walk: Int
        var originalSteps: Int
        /// The steps (and faults, horizons and orders) the script keeps of them.
        var keptSteps: Int
    }

    /// The comment written above every `schedule` line.
    static let scheduleComment = "# in the next step, of the work ready at the same time, what is named runs first, in this order:"

    /// The script text. `lines` are the walk's `expect always` lines, the
    /// opening line and the kept lines, in order; `failures` the messages of
    /// the lines that failed, by index in `lines`.
    static func text(
        for violation: InvariantViolation, lines: [String], failures: [Int: String], width: Int,
        finalCheck: String?, origin: Origin
    ) -> String {
        var script = [
            "# explore: \(headline(of: violation)), step '\(displayed(violation.action))'",
            "# \(violation.detail)",
            "# seed \(origin.seed), walk \(origin.walk): \(origin.keptSteps) of \(origin.originalSteps) steps kept",
        ]
        if width != ScreenRenderer.defaultWidth { script.append("set width \(width)") }
        if case .swift(let name)? = violation.invariant {
            script.append("expect always invariant " + Tokenizer.quoted(name, alwaysQuoted: true))
        }
        let endsAtBreak = violation.kind == .unescapedMessage || violation.kind == .internalError || violation.kind == .invariant
        for (index, line) in lines.enumerated() {
            if endsAtBreak && index == violation.step {
                script.append(violation.kind == .invariant
                    ? "# the next step breaks the invariant, failing the script"
                    : "# the next command fails with a message that breaks the invariant, failing the script")
                script.append(line)
                break
            }
            if ExploreStep.commandName(of: line) == ExploreStep.scheduleCommand { script.append(scheduleComment) }
            script.append(line)
            if let message = failures[index] {
                script.append("expect error " + Tokenizer.quoted(message))
            }
        }
        switch violation.kind {
        case .unescapedMessage, .internalError, .invariant:
            break
        case .rawControl, .tooWide:
            script.append("expect screen lacks " + Tokenizer.quoted(violation.evidence))
        case .leak:
            script.append("# the leak check at the end of the scenario fails: \(violation.module) (\(violation.evidence))")
        case .stuckTask:
            script.append("# the scenario ends with a task waiting outside the virtual clock, failing the script: \(violation.evidence)")
        case .nondeterministic:
            script.append(finalCheck ?? "# no check on the top module tells the runs apart (see the dumps)")
        }
        return script.joined(separator: "\n") + "\n"
    }

    /// `leak in CarDetail`, `invariant "one order per checkout" in Checkout`.
    static func headline(of violation: InvariantViolation) -> String {
        if let invariant = violation.invariant { return "invariant \(invariant.description) in \(violation.module)" }
        return "\(violation.kind.rawValue) in \(violation.module)"
    }

    /// `expect state <path> == <value>` for the first place the top module's
    /// state differs between two runs, with the first run's value; or, when
    /// the states agree, `expect screen contains` a line only the first run's screen has.
    @MainActor
    static func nondeterminismCheck(first: ExploreDriver, second: ExploreDriver) -> String? {
        let firstState = first.session.top?.moduleState() ?? .null
        let secondState = second.session.top?.moduleState() ?? .null
        if let (path, value) = firstDifference(firstState, secondState, path: []), !path.isEmpty {
            return "expect state \(path.joined(separator: ".")) == \(literal(value))"
        }
        let render = { (driver: ExploreDriver) -> [String] in
            guard let top = driver.session.top else { return [] }
            return ScreenRenderer(width: driver.width, color: false).renderLines(top.makeScreen())
        }
        let secondLines = Set(render(second))
        if let line = render(first).first(where: { !$0.isEmpty && !secondLines.contains($0) }) {
            return "expect screen contains " + Tokenizer.quoted(line)
        }
        return nil
    }

    /// The path to the first leaf where `a` and `b` differ, and `a`'s value there.
    private static func firstDifference(_ a: JSONValue, _ b: JSONValue, path: [String]) -> ([String], JSONValue)? {
        switch (a, b) {
        case (.object(let left), .object(let right)):
            for key in left.keys.sorted() where left[key] != right[key] {
                guard let right = right[key], !key.contains("."), !key.contains(" ") else { return nil }
                return firstDifference(left[key]!, right, path: path + [key])
            }
            return nil
        case (.array(let left), .array(let right)):
            if left.count != right.count { return (path + ["count"], .integer(left.count)) }
            for index in left.indices where left[index] != right[index] {
                return firstDifference(left[index], right[index], path: path + [String(index)])
            }
            return nil
        default:
            return a == b ? nil : (path, a)
        }
    }

    /// A value as `expect state` reads it: strings always in double quotes.
    private static func literal(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return Tokenizer.quoted(text, alwaysQuoted: true)
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array, .object: return Tokenizer.quoted(value.description)
        }
    }
}
