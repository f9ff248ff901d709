import CarsModule
import Foundation
import PostListModule
import ViperRuntime
import ViperShellCLI
import ViperShellEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A test-only shell: viper-shell's two features on their built-in data, with
// ways to make a `run --jobs` worker misbehave, so ViperShellTests can check
// what the leader does. The shipped viper-shell has none of this.
//
// - `VIPER_SHELL_TEST_WORKER_CRASH=<scenario path>`: the worker kills itself
//   with SIGSEGV just before running that scenario (the run reports it and goes on).
// - `VIPER_SHELL_TEST_WORKER_STALL=<scenario path>`: the worker says
//   `worker stalled before <path>` on stderr and waits forever instead of
//   running it (for interrupting a run at a known point).
//
// - `VIPER_SHELL_TEST_SECOND_THREAD=1`: a second thread is started (it only
//   waits) before the CLI runs, so `run` cannot fork its workers and starts
//   them as new programs (`run --worker`).
// - `VIPER_SHELL_TEST_WORKER_SAY_HOW=1`: each worker says once on stderr how
//   it was started: `worker started as: <its command line>`.
//
// And two modules of its own: `Spinner`, whose action `spin` says `spinning`
// on stderr and then keeps a CPU busy forever: a step that never ends, for
// interrupting a run in the middle of a scenario's command; and `Talker`, which
// writes on stderr (`say <text>`) and makes two scenarios run by different
// workers meet (`signal <file>` creates the file, `await <file>` waits for it,
// at most 30 s of real time, then says it gave up), so what they write on
// stderr interleaves in time.

/// A view whose one action never returns.
final class SpinnerView: TerminalView {
    static let actions: ViewActions<SpinnerView> = [
        .action("spin", help: "Keeps a CPU busy forever.") { view in
            StandardOutput.writeError("spinning\n")
            // An opaque call each turn, so no optimiser can take the loop away.
            while !Task.isCancelled { view.presenter.turns &+= 1 }
        },
    ]

    let presenter = SpinnerPresenter()

    func makeScreen() -> Screen { Screen(title: "Spinner", lines: []) }
}

/// The spinner's presenter: no state.
final class SpinnerPresenter: ModuleInput, ModuleStateProviding {
    var turns: UInt64 = 0
    func moduleState() -> JSONValue { [:] }
}

/// A view whose actions write on stderr and wait for one another across workers.
final class TalkerView: TerminalView {
    static let actions: ViewActions<TalkerView> = [
        .action("say", .text("text"), help: "Writes the text and a newline on stderr.") { _, text in
            StandardOutput.writeError(text + "\n")
        },
        .action("signal", .word("file"), help: "Creates the file.") { _, path in
            FileManager.default.createFile(atPath: path, contents: nil)
        },
        .action("await", .word("file"), help: "Waits until the file exists (at most 30 s).") { _, path in
            for _ in 0..<3_000 where !FileManager.default.fileExists(atPath: path) { usleep(10_000) }
            if !FileManager.default.fileExists(atPath: path) { StandardOutput.writeError("gave up waiting for \(path)\n") }
        },
    ]

    let presenter = SpinnerPresenter()

    func makeScreen() -> Screen { Screen(title: "Talker", lines: []) }
}

/// The value of an environment variable, if set.
func environmentValue(_ variable: String) -> String? {
    getenv(variable).map { String(cString: $0) }
}

var cli = ShellCLI(
    configuration: ShellConfiguration(name: "viper-shell") { registry, services in
        try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
        try PostListFeature.register(in: registry, services: services, catalog: .builtIn)
        try registry.register(ModuleRegistration(
            name: "Spinner", summary: "A step that never ends.", view: SpinnerView.self
        ) { _ in
            let view = SpinnerView()
            return AssembledModule(view: view, presenter: view.presenter, interactor: nil, router: nil)
        })
        try registry.register(ModuleRegistration(
            name: "Talker", summary: "Writes on stderr and waits for other scenarios.", view: TalkerView.self
        ) { _ in
            let view = TalkerView()
            return AssembledModule(view: view, presenter: view.presenter, interactor: nil, router: nil)
        })
    },
    version: "test"
)
/// Whether this worker has said how it was started.
nonisolated(unsafe) var saidHow = false

cli.beforeWorkerScenario = { path in
    if environmentValue("VIPER_SHELL_TEST_WORKER_SAY_HOW") == "1" && !saidHow {
        saidHow = true
        let commandLine = readAll("/proc/self/cmdline").map { String(decoding: $0, as: UTF8.self) } ?? "?"
        StandardOutput.writeError("worker started as: \(commandLine.split(separator: "\0").dropFirst().joined(separator: " "))\n")
    }
    if environmentValue("VIPER_SHELL_TEST_WORKER_CRASH") == path {
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
    }
    if environmentValue("VIPER_SHELL_TEST_WORKER_STALL") == path {
        StandardOutput.writeError("worker stalled before \(path)\n")
        while true { pause() }
    }
}
if environmentValue("VIPER_SHELL_TEST_SECOND_THREAD") == "1" {
    var thread = pthread_t()
    pthread_create(&thread, nil, waitForever, nil)
}
cli.main()

/// The second thread's body: it only waits.
nonisolated func waitForever(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    while true { pause() }
}

/// The bytes of a small file (the process's command line), or nil.
func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[0..<count]
    }
}
