// The ViperShellKit module, as other packages import it: the shell engine
// (ViperShellEngine, the code in Sources/ViperShellKit) re-exported whole,
// plus the engine internals that release 0.8.0 made public, each as a
// deprecated alias of the engine's type.
//
// Code written against 0.8.0 still builds, with a deprecation warning where it
// names one of these. This package's own code imports ViperShellEngine, where
// these types are not deprecated, so it builds without those warnings.
// In 0.10.0 the aliases go and the types become `package` again
// (CHANGELOG.md lists them; scripts/check-api holds the rule).

@_exported import ViperShellEngine

// MARK: - The interpreter and its language: what a line means, how it is split, checked, recorded and completed.

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ShellInterpreter = ViperShellEngine.ShellInterpreter

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias Tokenizer = ViperShellEngine.Tokenizer

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias SyntaxError = ViperShellEngine.SyntaxError

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias Assertion = ViperShellEngine.Assertion

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias AssertionSubject = ViperShellEngine.AssertionSubject

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias StateOperator = ViperShellEngine.StateOperator

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CallCountOperator = ViperShellEngine.CallCountOperator

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScriptRecording = ViperShellEngine.ScriptRecording

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias VariableAssignment = ViperShellEngine.VariableAssignment

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ShellOption = ViperShellEngine.ShellOption

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias PathCompletion = ViperShellEngine.PathCompletion

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias RegistryReport = ViperShellEngine.RegistryReport

@available(*, deprecated, message: "the shell engine's own machinery; drive a session with ShellConfiguration.makeSession(), run scripts with ScriptRunner or ScenarioTests, write commands with ShellCommandDefinition; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias LineDiff = ViperShellEngine.LineDiff

// MARK: - The interactive loop, the batch and their seams to the terminal.

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias Shell = ViperShellEngine.Shell

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias PlainLineReader = ViperShellEngine.PlainLineReader

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias LineReader = ViperShellEngine.LineReader

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias LineReadResult = ViperShellEngine.LineReadResult

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ShellCompleter = ViperShellEngine.ShellCompleter

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CompletionProvider = ViperShellEngine.CompletionProvider

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias LineSource = ViperShellEngine.LineSource

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias BufferLineSource = ViperShellEngine.BufferLineSource

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias StreamLineSource = ViperShellEngine.StreamLineSource

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias StandardOutput = ViperShellEngine.StandardOutput

@available(*, deprecated, message: "the interactive shell and the batch on stdin; ShellCLI runs them; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CapturedOutput = ViperShellEngine.CapturedOutput

// MARK: - What `run` writes: its summary lines, JUnit, TAP, GitHub annotations, artifacts, the HTML report, coverage and repetitions.

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias HTMLReport = ViperShellEngine.HTMLReport

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias JUnitReport = ViperShellEngine.JUnitReport

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias TAPReport = ViperShellEngine.TAPReport

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias GitHubAnnotation = ViperShellEngine.GitHubAnnotation

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias RunOutputFormat = ViperShellEngine.RunOutputFormat

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias RunSummary = ViperShellEngine.RunSummary

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias RunReportOptions = ViperShellEngine.RunReportOptions

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CoverageReport = ViperShellEngine.CoverageReport

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CoverageObservations = ViperShellEngine.CoverageObservations

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CoverageEdge = ViperShellEngine.CoverageEdge

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ArtifactWriter = ViperShellEngine.ArtifactWriter

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias FailureArtifacts = ViperShellEngine.FailureArtifacts

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ShardSpecifier = ViperShellEngine.ShardSpecifier

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioTimeline = ViperShellEngine.ScenarioTimeline

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioStep = ViperShellEngine.ScenarioStep

@available(*, deprecated, message: "part of `run`'s reports; ShellCLI's run options (--junit, --format, --artifacts, --report, --coverage, --shard, --repeat) write them, and ScriptRunner.runScenario(atPath:) runs one scenario; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioRepetition = ViperShellEngine.ScenarioRepetition

// MARK: - The worker processes of `run --jobs`.

@available(*, deprecated, message: "the worker protocol of `run --jobs`; ShellCLI starts and drives the workers; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioWorker = ViperShellEngine.ScenarioWorker

@available(*, deprecated, message: "the worker protocol of `run --jobs`; ShellCLI starts and drives the workers; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioWorkerPool = ViperShellEngine.ScenarioWorkerPool

@available(*, deprecated, message: "the worker protocol of `run --jobs`; ShellCLI starts and drives the workers; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias ScenarioWorkerSetup = ViperShellEngine.ScenarioWorkerSetup

// MARK: - How `explore` writes and shortens its findings.

@available(*, deprecated, message: "part of how Explorer writes and shortens its findings; Explorer.run() does both; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias CrashScript = ViperShellEngine.CrashScript

@available(*, deprecated, message: "part of how Explorer writes and shortens its findings; Explorer.run() does both; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias Minimizer = ViperShellEngine.Minimizer

// MARK: - The interactive shell's history file.

@available(*, deprecated, message: "the history file of the interactive shell; ShellCLI keeps it; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias HistoryStore = ViperShellEngine.HistoryStore

@available(*, deprecated, message: "the history file of the interactive shell; ShellCLI keeps it; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias HistoryStoreError = ViperShellEngine.HistoryStoreError

@available(*, deprecated, message: "the history file of the interactive shell; ShellCLI keeps it; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias HistoryLocation = ViperShellEngine.HistoryLocation

@available(*, deprecated, message: "the history file of the interactive shell; ShellCLI keeps it; public again only for code written against 0.8.0, and no longer public from 0.10.0")
public typealias HistoryFileFormat = ViperShellEngine.HistoryFileFormat
