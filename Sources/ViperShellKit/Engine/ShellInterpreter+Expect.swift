import ViperRuntime

// MARK: - Assertions

extension ShellInterpreter {
    /// Checks `assertion` against the session; a check that does not hold throws `.assertion`.
    func check(_ assertion: Assertion) throws(CommandFailure) {
        switch assertion {
        case .screenContains(let text):
            let lines = try plainTopScreen()
            guard lines.joined(separator: "\n").contains(text) else {
                throw .assertion("expected the screen to contain \"\(displayed(text, limit: 200))\", found it missing")
            }
        case .screenLacks(let text):
            let lines = try plainTopScreen()
            if lines.joined(separator: "\n").contains(text) {
                let number = (lines.firstIndex { $0.contains(text) }).map { " on line \($0 + 1)" } ?? ""
                throw .assertion("expected the screen to lack \"\(displayed(text, limit: 200))\", found it\(number)")
            }
        case .screenMatches(let pattern):
            let regex: ScreenPattern
            do { regex = try ScreenPattern(pattern) } catch {
                throw .error("bad regular expression '\(displayed(pattern, limit: 200))': \(error.message)")
            }
            let lines = try plainTopScreen()
            let match: Int?
            do { match = try regex.firstMatchingLine(in: lines, shouldStop: options.interruptRequested) } catch {
                throw .error(error.message)
            }
            guard match != nil else {
                throw .assertion("expected a screen line to match /\(displayed(pattern, limit: 200))/, found no such line")
            }
        case .top(let expected):
            let found = session.top?.moduleName
            guard found == expected else {
                throw .assertion("expected top \(displayed(expected)), found \(found ?? "no module open")")
            }
        case .depth(let expected):
            let found = session.stack.depth
            guard found == expected else {
                throw .assertion("expected depth \(expected), found \(found)")
            }
        case .state(let path, let op, let expected, let expectedText):
            try checkState(path: path, op: op, expected: expected, expectedText: expectedText)
        case .snapshot(let name):
            try checkSnapshot(name)
        case .error(let text):
            try checkPreviousError(text)
        case .calls(let endpoint, let op, let expected, let column):
            try checkCallCount(endpoint, op: op, expected: expected, column: column)
        case .opened(let check):
            try checkOpened(check)
        case .closed(let module):
            try checkClosed(module)
        case .invariant(let name):
            try checkInvariants(named: name)
        case .always(let module, let check, let text):
            try declareStanding(check, module: module, text: text)
        }
    }

    /// `expect invariant <name>` (or every invariant, `name` nil): the
    /// invariants the modules declared hold now; the first broken one fails.
    private func checkInvariants(named name: String?) throws(CommandFailure) {
        let declared = session.registry.invariants
        var chosen = declared
        if let name {
            chosen = declared.filter { $0.name == name }
            guard !chosen.isEmpty else { throw .error(Self.unknownInvariantMessage(name, declared: declared.map(\.name))) }
        }
        for invariant in chosen {
            if case .broken(let found) = invariant.evaluate(in: session) {
                throw .assertion(
                    "expected invariant \"\(displayed(invariant.name, limit: 200))\" to hold, found it broken: \(displayed(found, limit: 500))")
            }
        }
    }

    /// `no invariant named 'x'; the invariants are A, B` (or: none are declared).
    private static func unknownInvariantMessage(_ name: String, declared: [String]) -> String {
        guard !declared.isEmpty else { return "expect invariant: no invariant named '\(displayed(name))'; the modules declare none" }
        let hint = Suggestions.hint(for: name, among: declared, noun: "invariants")
        return "expect invariant: no invariant named '\(displayed(name))'\(hint)"
    }

    /// `expect always`: keeps `check` to make after every later command that
    /// may change the session, once what it names is known to exist.
    private func declareStanding(_ check: Assertion, module: String?, text: String) throws(CommandFailure) {
        if let module, session.registry.registration(named: module) == nil {
            let hint = Suggestions.hint(for: module, among: session.registry.names, noun: "modules")
            throw .error("expect always in: unknown module '\(displayed(module))'\(hint)")
        }
        switch check {
        case .screenMatches(let pattern):
            do { _ = try ScreenPattern(pattern) } catch {
                throw .error("bad regular expression '\(displayed(pattern, limit: 200))': \(error.message)")
            }
        case .calls(let endpoint, _, _, let column):
            do { _ = try session.services.endpoints.declaration(named: endpoint) } catch {
                throw .error("expect calls: " + TerminalEscaping.escape(error.description), column: column)
            }
        case .invariant(let name?):
            let declared = session.registry.invariants.map(\.name)
            guard declared.contains(name) else { throw .error(Self.unknownInvariantMessage(name, declared: declared)) }
        default:
            break
        }
        guard standingAssertions.count < Self.standingAssertionLimit else {
            throw .error(
                "expect always: \(Self.standingAssertionLimit) checks are already made after every step, the most a session keeps; this one is not added")
        }
        standingAssertions.append(StandingAssertion(check: check, module: module, location: commandLocation, text: text))
    }

    /// How many `expect always` checks a session keeps: each is made after
    /// every step, so their number bounds what a step costs (a script cannot
    /// make its steps cost more the longer it grows).
    package static let standingAssertionLimit = 1_000

    /// The failure of the first `expect always` check that does not hold
    /// after the command that just ran, naming where it was declared; nil when all hold.
    func brokenStandingAssertionFailure() -> CommandFailure? {
        brokenStandingAssertion = nil
        guard !standingAssertions.isEmpty else { return nil }
        let top = session.top
        for standing in standingAssertions {
            if let module = standing.module, module != top?.moduleName { continue }
            if top == nil && standing.check.readsTopModule { continue }
            do { try check(standing.check) } catch {
                brokenStandingAssertion = standing
                var details: [String] = []
                if case .assertion(_, let lines) = error { details = lines }
                return .assertion("\(error.message) (expect always, \(standing.location))", details: details)
            }
        }
        return nil
    }

    private func checkOpened(_ check: Assertion.OpenedCheck) throws(CommandFailure) {
        let claim = "expected \(displayed(check.claim))"
        guard let request = session.navigation.latestOpen(of: check.module) else {
            throw .assertion("\(claim), found no request to open \(displayed(check.module))\(Self.requestedModules(in: session.navigation))")
        }
        let found = "\(request.module) opened by \(request.kind) from \(request.from) at \(request.time.milliseconds)ms"
        if let failure = request.failure {
            throw .assertion("\(claim), found that the request from \(request.from) failed: \(failure)")
        }
        if let style = check.style, !Self.kind(request.kind, is: style) {
            throw .assertion("\(claim), found \(found)")
        }
        guard let input = check.input else { return }
        let actual: JSONValue
        do { actual = try JSONPath(input.path).value(in: request.input, absentMemberAsNull: true) } catch {
            throw .assertion("\(claim), found \(error.message) in its input \(briefJSON(request.input))")
        }
        switch input.op.holds(actual: actual, expected: input.expected, expectedText: input.expectedText) {
        case true?:
            return
        case false?:
            throw .assertion("\(claim), found \(displayed(input.path)) \(briefJSON(actual)) in its input \(briefJSON(request.input)) (\(found))")
        case nil:
            throw .assertion("\(claim), found \(briefJSON(actual)), which is \(actual.kindName), not a string or an array")
        }
    }

    private func checkClosed(_ module: String) throws(CommandFailure) {
        guard let request = session.navigation.latest(about: module) else {
            throw .assertion("expected \(displayed(module)) closed, found no request about \(displayed(module))\(Self.requestedModules(in: session.navigation))")
        }
        guard !request.kind.isOpen else {
            throw .assertion("expected \(displayed(module)) closed, found it last opened by \(request.kind) from \(request.from) at \(request.time.milliseconds)ms")
        }
    }

    /// Whether a request of `kind` is what `by <style>` says.
    private static func kind(_ kind: NavigationRequest.Kind, is style: String) -> Bool {
        switch kind {
        case .push: return style == "push"
        case .present: return style == "present"
        case .embed: return style == "embed"
        case .close, .closeToRoot: return false
        }
    }

    /// ` (requests so far: CarDetail, CreateCar)`, or ` (no module asked for any)`.
    private static func requestedModules(in log: NavigationLog) -> String {
        var names: [String] = []
        for request in log.requests where !names.contains(request.module) { names.append(request.module) }
        return names.isEmpty ? " (no module made a navigation request)" : " (requests so far concern \(names.joined(separator: ", ")))"
    }

    private func checkCallCount(_ endpoint: String, op: CallCountOperator, expected: Int, column: Int?) throws(CommandFailure) {
        let endpoints = session.services.endpoints
        do { _ = try endpoints.declaration(named: endpoint) } catch {
            throw .error("expect calls: " + TerminalEscaping.escape(error.description), column: column)
        }
        let actual = endpoints.callCount(of: endpoint)
        guard op.holds(actual: actual, expected: expected) else {
            throw .assertion(
                "expected calls \(endpoint) \(op.rawValue) \(expected), found \(actual) call\(actual == 1 ? "" : "s")")
        }
    }

    private func checkState(path pathText: String, op: StateOperator, expected: JSONValue, expectedText: String) throws(CommandFailure) {
        guard let top = session.top else { throw .error(TransitionError.emptyStack.shellMessage) }
        let lookup = try StateLookup(pathText, in: top)
        let claim = "expected state \(displayed(pathText)) \(op.rawValue) \(briefJSON(expected))"
        let actual: JSONValue
        do { actual = try lookup.path.value(in: lookup.state, absentMemberAsNull: true) } catch {
            throw .assertion("\(claim), found \(error.message)")
        }
        switch op.holds(actual: actual, expected: expected, expectedText: expectedText) {
        case true?:
            return
        case false?:
            // A member the state leaves out reads as null; say so, with the members there are.
            var absence = ""
            if actual == .null {
                do { _ = try lookup.path.value(in: lookup.state) } catch { absence = ": " + error.message }
            }
            throw .assertion("\(claim), found \(briefJSON(actual))\(absence)")
        case nil:
            throw .assertion("\(claim), found \(briefJSON(actual)), which is \(actual.kindName), not a string or an array")
        }
    }

    /// The value at `path` in the top module's state, for `let <name> = state
    /// <path>`: a string as it is, anything else as JSON text.
    func stateText(at pathText: String) throws(CommandFailure) -> String {
        guard let top = session.top else { throw .error(TransitionError.emptyStack.shellMessage) }
        let lookup: StateLookup
        do { lookup = try StateLookup(pathText, in: top) } catch { throw .error("let: state \(error.message)") }
        do {
            switch try lookup.path.value(in: lookup.state) {
            case .string(let text): return text
            case let value: return value.description
            }
        } catch {
            throw .error("let: state \(displayed(pathText)): \(error.message)")
        }
    }

    private func checkSnapshot(_ name: String) throws(CommandFailure) {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.contains("\\") else {
            throw .error("expect snapshot: '\(displayed(name))' is not a snapshot name (one word, no slashes)")
        }
        guard let script = currentScript?.path else {
            throw .error("expect snapshot works only in a script file")
        }
        guard let top = session.top else { throw .error(TransitionError.emptyStack.shellMessage) }
        let path = Snapshots.path(forScript: script, name: name)
        let actual = Snapshots.text(of: top.makeScreen())
        switch Paths.read(path, namingPath: false) {
        case .success(let bytes):
            let expected = String(decoding: bytes, as: UTF8.self)
            guard expected != actual else { return }
            if options.updatesSnapshots {
                try Snapshots.write(actual, forScript: script, name: name)
                return
            }
            let diff = LineDiff.lines(expected: Snapshots.lines(of: expected), actual: Snapshots.lines(of: actual))
            let changed = LineDiff.changedLineCount(in: diff)
            throw .assertion(
                "expected the screen to equal snapshot '\(displayed(name))' (\(displayed(path, limit: SourceLocation.fileNameLimit))), but \(changed == 1 ? "1 line differs" : "\(changed) lines differ")",
                details: ["diff (- snapshot, + screen):"] + diff.map { "  " + $0 })
        case .failure(let failure):
            if options.updatesSnapshots {
                try Snapshots.write(actual, forScript: script, name: name)
                return
            }
            if Paths.exists(path) {
                // there, but not a snapshot it may read (a FIFO, a device, a link to one, too large)
                throw .assertion(
                    "expected snapshot '\(displayed(name))' at \(displayed(path, limit: SourceLocation.fileNameLimit)), found a file that cannot be read: \(failure.message)")
            }
            throw .assertion(
                "expected snapshot '\(displayed(name))' at \(displayed(path, limit: SourceLocation.fileNameLimit)), found no snapshot file (record it with --update-snapshots)")
        }
    }

    private func checkPreviousError(_ text: String) throws(CommandFailure) {
        let wanted = text.isEmpty ? "an error" : "an error containing \"\(displayed(text, limit: 200))\""
        switch previous {
        case .failed(let message):
            guard message.contains(text) else {
                throw .assertion("expected \(wanted), found the error \"\(message)\"")
            }
        case .succeeded:
            throw .assertion("expected \(wanted), found that the previous command succeeded")
        case .nothing:
            throw .assertion("expected \(wanted), found no previous command")
        }
    }
}
