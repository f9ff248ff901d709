import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processes a test started indirectly (a shell under a terminal wrapper,
/// a run's workers), found through /proc.
enum ChildProcesses {
    /// The ids of the processes whose parent is `parent`.
    static func of(_ parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // after "pid (name)": state, then the parent's id
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
        }
    }
}
