import ViperRuntime
import ViperShellKit

/// The command line `run --jobs N` starts each worker with, and reading it
/// back without swift-argument-parser.
///
/// Every worker is a fresh process, so what it does before its first
/// scenario is paid once per worker on top of a run in one process; the
/// parser was most of that (about 13M instructions of its 17M start-up).
/// The parent writes one shape only (`workerArguments(executable:)`), so a
/// worker reads exactly that shape itself; any other command line (a worker
/// started by hand with other options, a bad width or variable) still goes
/// through the parser, with its checks and messages. Tests compare both ways.
extension RunRequest {
    /// The arguments, executable first, that start a worker running scenarios
    /// the way this request asks.
    func workerArguments(executable: String) -> [String] {
        var arguments = [executable, "run", "--worker", "--width", String(screenWidth)]
        if let dataDirectory { arguments += ["--data", dataDirectory] }
        if updateSnapshots { arguments.append("--update-snapshots") }
        if keepGoing { arguments.append("--keep-going") }
        if verbose { arguments.append("--verbose") }
        if let artifacts { arguments += ["--artifacts", artifacts] }
        if countsCoverage { arguments.append("--coverage") }
        for variable in variables { arguments += ["--var", variable] }
        return arguments
    }

    /// The request in `arguments` (without the program name) when they have
    /// the shape `workerArguments(executable:)` writes, with a width in range
    /// and well-formed variables; nil for anything the parser must read.
    init?(workerArguments arguments: [String]) {
        guard arguments.count >= 4, arguments[0] == "run", arguments[1] == "--worker", arguments[2] == "--width",
              let width = Int(arguments[3]), String(width) == arguments[3], ShellSettings.widthRange.contains(width)
        else { return nil }
        self.init(paths: [])
        worker = true
        screenWidth = width
        var words = arguments[4...]
        while let word = words.popFirst() {
            switch word {
            case "--update-snapshots": updateSnapshots = true
            case "--keep-going": keepGoing = true
            case "--verbose": verbose = true
            case "--coverage": coverage = true
            case "--data", "--artifacts", "--var":
                guard let value = words.popFirst(), !value.hasPrefix("-") else { return nil }
                if word == "--data" { dataDirectory = value }
                if word == "--artifacts" { artifacts = value }
                if word == "--var" { variables.append(value) }
            default: return nil
            }
        }
        guard case .success = ScriptRunner.variables(fromAssignments: variables) else { return nil }
    }
}
