extension ScriptRunner {
    /// What `viper-shell run` does with its CI options: collects
    /// the scenarios at `paths`, keeps the shard's part, runs them here or in
    /// worker processes, prints each result in list order in `options.format`
    /// and writes its failure artifacts as it comes, then writes the JUnit and
    /// HTML reports. Returns the exit
    /// status: 0 all passed, 1 any failed or the run was interrupted (said on
    /// the error output, with how many scenarios were not run), 2 for a missing path, a worker that
    /// cannot be started, or a report file that cannot be written (each said
    /// in one line on the error output).
    public func runAndReport(_ paths: [String], options report: RunReportOptions, output: any ShellOutput) -> Int32 {
        var scripts: [String]
        do {
            scripts = try Self.collectScripts(at: paths)
        } catch {
            output.writeError("\(configuration.name) run: \(ShellFailure.shown(error.message))\n")
            return 2
        }
        if let shard = report.shard { scripts = shard.part(of: scripts) }
        var number = 0
        // With `--repeat`, the runs of one scenario arrive together in list order and become one result,
        // merged as they come (two timelines held at a time, not every run's).
        let runCount = report.repeatCount
        let runList = runCount > 1 ? ScenarioRepetition.expanded(scripts, count: runCount) : scripts
        let progress = report.progressLine.map {
            RunProgress(line: $0, total: runList.count, counting: runCount > 1 ? "runs" : "scenarios")
        }
        var merger: ScenarioRepetition.Merger?
        var runsMerged = 0
        // Every result is kept only for what reads them all at the end (the JUnit and HTML reports,
        // coverage); otherwise the run keeps counts, so its memory does not grow with the scenarios.
        let keepsResults = report.junitPath != nil || report.reportDirectory != nil || report.coverage != nil
        var shown: [ScenarioResult] = []
        var tally = RunTally()
        // The steps kept for the report so far (see `RunReportOptions.timelineBudget`).
        var timelineBytes = 0
        // Artifacts are written as results arrive, so the run never holds every failure's; the first
        // that cannot be written (a full disk) ends the writing, said once at the end with how many were not.
        let artifactWriter = report.artifactsDirectory.map(ArtifactWriter.init(directory:))
        var artifactFailure: String?
        var artifactsNotWritten = 0
        var artifactsWritten = 0
        // Results known together (a batch from the workers) are printed in one write.
        let printResults: (ArraySlice<ScenarioResult>) -> Void = { results in
            var blocks = ""
            for run in results {
                progress?.finished(run)
                var result = run
                // What the scenario wrote on stderr comes just before its result, never inside another's.
                if !run.standardError.isEmpty {
                    if !blocks.isEmpty {
                        progress?.line.clear(before: blocks)
                        output.write(blocks)
                    }
                    blocks = ""
                    progress?.line.clear(before: run.standardError)
                    output.writeError(run.standardError)
                    result.standardError = ""
                }
                if runCount > 1 {
                    if merger == nil { merger = ScenarioRepetition.Merger(first: run, runCount: runCount) } else { merger?.add(run) }
                    runsMerged += 1
                    guard runsMerged == runCount, let merged = merger?.result else { continue }
                    result = merged
                    merger = nil
                    runsMerged = 0
                }
                if let artifacts = result.artifacts, let artifactWriter {
                    if artifactFailure == nil {
                        do throws(ArtifactWriter.WriteError) {
                            try artifactWriter.write(artifacts, forScenario: result.path)
                            artifactsWritten += 1
                        } catch {
                            artifactFailure = error.message
                        }
                    }
                    if artifactFailure != nil { artifactsNotWritten += 1 }
                    result.artifacts = nil
                }
                if let timeline = result.timeline {
                    if report.reportDirectory == nil {
                        // Compared already: nothing else reads the steps.
                        result.timeline = nil
                    } else if timelineBytes + timeline.byteCount > report.timelineBudget {
                        result.timeline = timeline.droppingSteps()
                    } else {
                        timelineBytes += timeline.byteCount
                    }
                }
                tally.add(result)
                if keepsResults { shown.append(result) }
                number += 1
                blocks += report.format.block(for: result, number: number, verbose: report.verbose)
            }
            if !blocks.isEmpty {
                progress?.line.clear(before: blocks)
                output.write(blocks)
            }
            progress?.show()
        }
        output.write(report.format.header)
        if let workers = report.workers {
            let pool = ScenarioWorkerPool(
                workerArguments: workers.arguments, setup: workers.setup, workerCount: workers.count,
                interruptRequested: interruptRequested)
            if let progress { pool.onTick = { progress.nowRunning($0) } }
            pool.servesInFork = workers.servesInFork
            do {
                try pool.passOn(runList, progress: printResults, standardError: { text in
                    // Relayed as it comes: the progress line is erased first, and drawn again at the next tick.
                    progress?.line.clear(before: text)
                    output.writeError(text)
                })
            } catch {
                progress?.line.clear()
                output.writeError("\(configuration.name) run: \(ShellFailure.shown(error.message))\n")
                return 2
            }
        } else {
            runScenariosPassingOn(runList, willRun: { progress?.nowRunning([$0]) }) { printResults([$0]) }
        }
        progress?.line.clear()
        let summary = RunSummary(results: shown)
        if report.outputIsTerminal && tally.count < scripts.count { output.write("\n") }
        output.write(report.format.footer(for: tally))
        var status = tally.exitCode
        if tally.count < scripts.count {
            output.writeError("\(configuration.name) run: interrupted: \(scripts.count - tally.count) of \(scripts.count) scenarios not run\n")
            status = 1
        }
        if let coverage = report.coverage,
           !writeCoverage(of: summary, coverage, format: report.format, output: output, progressLine: progress?.line) {
            status = 2
        }
        if let artifactFailure {
            output.writeError("\(configuration.name) run: \(ShellFailure.shown(artifactFailure)); "
                + "the artifacts of \(artifactsNotWritten) failing scenario\(artifactsNotWritten == 1 ? "" : "s") were not written\n")
            status = 2
        } else if let directory = report.artifactsDirectory, let progress, artifactsWritten > 0 {
            progress.line.say("\(configuration.name) run: wrote the artifacts of \(artifactsWritten) failing scenario"
                + "\(artifactsWritten == 1 ? "" : "s") under \(directory)")
        }
        if let directory = report.reportDirectory {
            let path = Paths.join(directory, "index.html")
            progress?.line.update("run: writing the HTML report to \(path)…", now: true)
            do {
                let notRun = Array(scripts.dropFirst(tally.count))
                let page = HTMLReport.page(for: summary, name: configuration.name, notRun: notRun)
                try Paths.write(page, to: path, createFolders: true)
                progress?.line.say("\(configuration.name) run: wrote the HTML report to \(path)")
            } catch {
                progress?.line.clear()
                output.writeError("\(configuration.name) run: \(ShellFailure.shown(error.message))\n")
                status = 2
            }
        }
        if let junitPath = report.junitPath {
            progress?.line.update("run: writing the JUnit report to \(junitPath)…", now: true)
            do {
                let notRun = Array(scripts.dropFirst(tally.count))
                try Paths.write(JUnitReport.xml(for: summary, suiteName: configuration.name, notRun: notRun), to: junitPath, createFolders: true)
                progress?.line.say("\(configuration.name) run: wrote the JUnit report to \(junitPath)")
            } catch {
                progress?.line.clear()
                output.writeError("\(configuration.name) run: \(ShellFailure.shown(error.message))\n")
                status = 2
            }
        }
        return status
    }

    /// Prints the coverage table (as comments in TAP) and writes its JSON as asked; false when
    /// the registry cannot be built or the file cannot be written (said on the error output).
    private func writeCoverage(
        of summary: RunSummary, _ coverage: RunReportOptions.Coverage, format: RunOutputFormat, output: any ShellOutput,
        progressLine: ProgressLine?
    ) -> Bool {
        let report: CoverageReport
        do {
            report = CoverageReport(
                registry: try configuration.makeRegistry(), observed: summary.coverage)
        } catch {
            output.writeError("\(configuration.name) run: cannot build the module registry: \(error)\n")
            return false
        }
        if coverage.printsTable { output.write(format == .tap ? TAPReport.comments(report.table) : report.table) }
        guard let jsonPath = coverage.jsonPath else { return true }
        do {
            try Paths.write(report.json, to: jsonPath, createFolders: true)
            progressLine?.say("\(configuration.name) run: wrote the coverage to \(jsonPath)")
        } catch {
            output.writeError("\(configuration.name) run: \(ShellFailure.shown(error.message))\n")
            return false
        }
        return true
    }
}
