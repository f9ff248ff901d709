#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperShellEngine

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct HistoryTemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/viper-shell-history-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    func remove() {
        _ = system("rm -rf '\(path)'")
    }
}

/// Writes `bytes` to `path` (creating or truncating it).
func writeHistoryFixture(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(fd >= 0, "cannot create \(path)")
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

/// The bytes of the file at `path`, nil when it cannot be read.
func readHistoryFixture(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[0..<count]
    }
}

/// The permission bits of the file at `path`, nil when it does not exist.
func historyFileMode(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
}

/// Collects the warnings a store gives.
final class WarningRecorder {
    private(set) var messages: [String] = []
    func record(_ message: String) { messages.append(message) }
}

/// The names in the directory at `path`, sorted, without "." and "..".
func historyDirectoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}
