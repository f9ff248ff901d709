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

/// A test-only way to make a worker crash: with `VIPER_SHELL_TEST_WORKER_CRASH`
/// set to a scenario path, a worker (and only a worker) kills itself with
/// SIGSEGV just before running that scenario, so tests can check that the
/// run reports it and goes on. The parent never reads the variable.
enum WorkerCrashHook {
    static func crashIfAsked(_ path: String) {
        guard let value = getenv("VIPER_SHELL_TEST_WORKER_CRASH"), String(cString: value) == path else { return }
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
    }
}
