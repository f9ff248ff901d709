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
