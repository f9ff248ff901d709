import ViperRuntime

/// The line protocol between a `ScenarioWorkerPool` and its `ScenarioWorker`s.
///
/// The parent writes one request per line: the scenario path as a JSON
/// string (`"Tests/Scenarios/cars.vsh"`), so any name fits on one line. The
/// worker answers each with one line of compact JSON:
/// `{"artifacts":{…},"duration_ns":…,"failures":[{"column":…,"details":[…],"file":…,"line":…,"message":…}],"output":…,"path":…}`
/// (`artifacts` only when the worker keeps them, `coverage` only when it counts it,
/// `timeline` only when it records steps, `stderr_end` only when the scenario
/// wrote on its standard error: the size of the worker's standard error file
/// then, see `WorkerStandardError`).
/// A scenario that passed with nothing else to carry (no output, artifacts,
/// coverage or standard error), most of them in a green suite, is answered `pass <nanoseconds>`
/// instead: cheaper to write and to read, for the parent reads every answer
/// while the workers run. Neither form needs the path: the parent knows which
/// scenario it asked for.
package enum ScenarioResultWire {
    /// How the short answer for a scenario that passed begins.
    private static let passPrefix = "pass "

    /// Why a line from a worker is not a result.
    struct DecodingError: Error, Equatable {
        var message: String
    }

    /// A worker's answer: the result, and where what the scenario wrote on stderr ends.
    struct Answer {
        var result: ScenarioResult
        /// The size of the worker's standard error file when the scenario ended, when it wrote there.
        var standardErrorEnd: Int?
    }

    /// The request line for `path`, newline included (see `isVerbatim`).
    package static func request(for path: String) -> String {
        isVerbatim(path.utf8) ? "\"\(path)\"\n" : JSONTextEncoder(pretty: false).encode(.string(path)) + "\n"
    }

    /// Whether `bytes` between quotes are their own JSON string: printable
    /// ASCII without a quote or backslash, as nearly every path is. Such a
    /// request is written and read without the JSON encoder and parser.
    private static func isVerbatim(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { TerminalEscaping.isPrintableASCII($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// The path in a request line, or nil when the line is not a JSON string.
    static func path(inRequest line: String) -> String? {
        let bytes = line.utf8
        if bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\""),
           isVerbatim(bytes.dropFirst().dropLast()) {
            return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
        }
        return (try? JSONParser.parse(line))?.stringValue
    }

    /// The answer line for `result`, newline included; `standardErrorEnd` when the scenario wrote on stderr.
    static func line(for result: ScenarioResult, standardErrorEnd: Int? = nil) -> String {
        let (seconds, attoseconds) = result.duration.components
        let nanoseconds = Int(seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        if result.passed, result.output.isEmpty, result.artifacts == nil, result.coverage == nil,
           result.timeline == nil, standardErrorEnd == nil {
            return passPrefix + String(nanoseconds) + "\n"
        }
        let failures: [JSONValue] = result.failures.map { failure in
            var object: [String: JSONValue] = [
                "file": .string(failure.location.file),
                "line": .integer(failure.location.line),
                "message": .string(failure.message),
                "details": .array(failure.details.map { .string($0) }),
            ]
            if let column = failure.location.column { object["column"] = .integer(column) }
            return .object(JSONObject(object))
        }
        var object: [String: JSONValue] = [
            "path": .string(result.path),
            "output": .string(result.output),
            "duration_ns": .integer(nanoseconds),
            "failures": .array(failures),
        ]
        if let artifacts = result.artifacts {
            var fields: [String: JSONValue] = [
                "screen": .string(artifacts.screen), "dump": .string(artifacts.dump),
                "transcript": .string(artifacts.transcript),
            ]
            if let trace = artifacts.traceMermaid { fields["trace"] = .string(trace) }
            if let trace = artifacts.traceMermaidCompact { fields["trace_compact"] = .string(trace) }
            object["artifacts"] = .object(JSONObject(fields))
        }
        if let coverage = result.coverage { object["coverage"] = coverage.json }
        if let timeline = result.timeline { object["timeline"] = timeline.json }
        if let standardErrorEnd { object["stderr_end"] = .integer(standardErrorEnd) }
        return JSONTextEncoder(pretty: false).encode(.object(JSONObject(object))) + "\n"
    }

    /// The result an answer line carries (with an empty path in the short form).
    static func result(fromLine line: String) throws(DecodingError) -> ScenarioResult {
        try answer(fromLine: line).result
    }

    /// The answer a line carries: its result (with an empty path in the short form) and its `stderr_end`.
    static func answer(fromLine line: String) throws(DecodingError) -> Answer {
        if line.hasPrefix(passPrefix), let nanoseconds = Int(line.dropFirst(passPrefix.count)) {
            return Answer(result: ScenarioResult(path: "", failures: [], output: "", duration: .nanoseconds(nanoseconds)))
        }
        guard case .object(let object)? = try? JSONParser.parse(line),
              let path = object["path"]?.stringValue,
              let output = object["output"]?.stringValue,
              let nanoseconds = object["duration_ns"]?.integerValue,
              case .array(let failureValues)? = object["failures"]
        else { throw DecodingError(message: "a worker sent a result that is not one: \(displayed(line))") }
        var failures: [ShellFailure] = []
        for value in failureValues {
            guard case .object(let failure) = value,
                  let file = failure["file"]?.stringValue,
                  let line = failure["line"]?.integerValue,
                  let message = failure["message"]?.stringValue,
                  case .array(let details)? = failure["details"]
            else { throw DecodingError(message: "a worker sent a failure that is not one in the result for \(displayed(path))") }
            failures.append(ShellFailure(
                location: SourceLocation(file: file, line: line, column: failure["column"]?.integerValue),
                message: message,
                details: details.compactMap(\.stringValue)))
        }
        var artifacts: FailureArtifacts?
        if case .object(let fields)? = object["artifacts"] {
            guard let screen = fields["screen"]?.stringValue, let dump = fields["dump"]?.stringValue,
                  let transcript = fields["transcript"]?.stringValue
            else { throw DecodingError(message: "a worker sent artifacts that are not ones in the result for \(displayed(path))") }
            artifacts = FailureArtifacts(
                screen: screen, dump: dump, transcript: transcript, traceMermaid: fields["trace"]?.stringValue,
                traceMermaidCompact: fields["trace_compact"]?.stringValue)
        }
        var coverage: CoverageObservations?
        if let value = object["coverage"] {
            guard let observed = CoverageObservations(json: value) else {
                throw DecodingError(message: "a worker sent coverage that is not coverage in the result for \(displayed(path))")
            }
            coverage = observed
        }
        var timeline: ScenarioTimeline?
        if let value = object["timeline"] {
            guard let steps = ScenarioTimeline(json: value) else {
                throw DecodingError(message: "a worker sent a timeline that is not one in the result for \(displayed(path))")
            }
            timeline = steps
        }
        let result = ScenarioResult(
            path: path, failures: failures, output: output, duration: .nanoseconds(nanoseconds), artifacts: artifacts,
            coverage: coverage, timeline: timeline)
        return Answer(result: result, standardErrorEnd: object["stderr_end"]?.integerValue)
    }
}
