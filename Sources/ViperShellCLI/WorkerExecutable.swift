import ViperShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `run --jobs` needs to start workers: this executable's path and the
/// number of cores.
enum WorkerExecutable {
    /// The running executable (`/proc/self/exe` resolved), else `argv[0]` when it is a path.
    static let path: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        let first = CommandLine.arguments.first ?? ""
        return first.contains("/") ? first : nil
    }()

    /// Online cores, at least 1.
    static var coreCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// Test-only ways to make a worker misbehave, so tests can check what the
/// parent does; the parent never reads these variables.
///
/// - `VIPER_SHELL_TEST_WORKER_CRASH=<scenario path>`: the worker kills itself
///   with SIGSEGV just before running that scenario (the run reports it and goes on).
/// - `VIPER_SHELL_TEST_WORKER_STALL=<scenario path>`: the worker says
///   `worker stalled before <path>` on stderr and waits forever instead of
///   running it (for interrupting a run at a known point).
enum WorkerTestHooks {
    static func beforeScenario(_ path: String) {
        if value(of: "VIPER_SHELL_TEST_WORKER_CRASH") == path {
            signal(SIGSEGV, SIG_DFL)
            raise(SIGSEGV)
        }
        if value(of: "VIPER_SHELL_TEST_WORKER_STALL") == path {
            StandardOutput.writeError("worker stalled before \(path)\n")
            while true { pause() }
        }
    }

    private static func value(of variable: String) -> String? {
        getenv(variable).map { String(cString: $0) }
    }
}
