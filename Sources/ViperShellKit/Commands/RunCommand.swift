import ViperRuntime

extension ShellCommandDefinition {
    /// `run <file or folder>`: scenario scripts, each in a fresh session, from inside the shell.
    public static let run = ShellCommandDefinition(
        name: "run", parameters: [.file("file or folder")],
        summary: "run scenario scripts, each in a fresh session, and report PASS/FAIL",
        details: ["Runs .vsh files (a folder: every .vsh in it, recursively) like '<shell> run', each in a fresh "
                  + "session, and prints PASS or FAIL for each. Ctrl-C stops the run: the scenario it stopped and "
                  + "those after it are not run, and counted."],
        recording: .notRecorded
    ) { context, words in
        try context.interpreter.runScenarios(words[0].text)
        return .done
    }
}

extension ShellInterpreter {
    fileprivate func runScenarios(_ path: String) throws(CommandFailure) {
        // Scenarios run scenarios no further: a scenario that runs itself would never end.
        guard mode != .script else { throw .error("run is not available inside a scenario") }
        guard let runScenarios = options.runScenarios else { throw .error("run is not available here") }
        let scripts: [String]
        do {
            scripts = try ScriptRunner.collectScripts(at: [resolve(path)])
        } catch {
            throw .error(displayed(error.message))
        }
        let summary = runScenarios(scripts) { output.write($0.summaryText) }
        output.write(summary.closingLine + "\n")
        // As on the command line: a scenario Ctrl-C stopped is not run, and the count of those is said.
        if summary.results.count < scripts.count {
            throw .error("interrupted: \(scripts.count - summary.results.count) of \(scripts.count) scenarios not run")
        }
        guard summary.failed == 0 else { throw .error("some scenarios failed") }
    }
}
