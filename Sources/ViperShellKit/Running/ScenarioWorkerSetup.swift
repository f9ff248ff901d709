import ViperRuntime

/// Everything a worker of `run --jobs` needs to run scenarios exactly as its
/// leader would, sent whole as the first line on the worker's input (one
/// compact JSON object) before any scenario path. The worker's command line
/// names only its mode, so no option value is ever rewritten into words a
/// parser could read another way (a data folder called `-d` stays a folder).
public struct ScenarioWorkerSetup: Sendable, Equatable {
    /// How each scenario runs.
    public var scenarios: ScenarioOptions
    /// Whether results carry what each scenario printed, passing or failing (`run --verbose`,
    /// the only report that prints it).
    public var sendsOutput: Bool
    /// The folder the shell's data option names (`--data`), applied by the
    /// front end as the leader applied it; nil for the built-in data.
    public var dataDirectory: String?

    public init(scenarios: ScenarioOptions, sendsOutput: Bool = false, dataDirectory: String? = nil) {
        self.scenarios = scenarios
        self.sendsOutput = sendsOutput
        self.dataDirectory = dataDirectory
    }

    /// Why a first line is not a setup.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The setup as its line on the wire, newline included.
    public var line: String {
        var members: [String: JSONValue] = ["scenarios": scenarios.json, "sends_output": .bool(sendsOutput)]
        if let dataDirectory { members["data_directory"] = .string(dataDirectory) }
        return JSONTextEncoder(pretty: false).encode(.object(JSONObject(members))) + "\n"
    }

    /// The setup in `line` (without its newline), as `line` writes it.
    public init(line: String) throws(DecodingError) {
        guard let object = (try? JSONParser.parse(line))?.objectValue,
              let scenarioValue = object["scenarios"], let scenarios = ScenarioOptions(json: scenarioValue),
              case .bool(let sendsOutput)? = object["sends_output"]
        else { throw DecodingError(message: "the first line is not a worker setup: \(displayed(line))") }
        var dataDirectory: String?
        if let value = object["data_directory"] {
            guard let text = value.stringValue else {
                throw DecodingError(message: "the worker setup's data_directory is not a string")
            }
            dataDirectory = text
        }
        self.init(scenarios: scenarios, sendsOutput: sendsOutput, dataDirectory: dataDirectory)
    }
}
