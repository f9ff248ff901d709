import CarsModule
import PostListModule
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

/// The value of an environment variable, if set.
func environmentValue(_ variable: String) -> String? {
    getenv(variable).map { String(cString: $0) }
}

var cli = ShellCLI(
    configuration: ShellConfiguration(name: "viper-shell") { registry, services in
        try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
        try PostListFeature.register(in: registry, services: services, catalog: .builtIn)
    },
    version: "test"
)
cli.beforeWorkerScenario = { path in
    if environmentValue("VIPER_SHELL_TEST_WORKER_CRASH") == path {
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
    }
    if environmentValue("VIPER_SHELL_TEST_WORKER_STALL") == path {
        StandardOutput.writeError("worker stalled before \(path)\n")
        while true { pause() }
    }
}
cli.main()
