#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// Writes `FailureArtifacts` under a folder (`run --artifacts DIR`):
/// `DIR/<scenario path made safe>/screen.txt`, `dump.json`, `transcript.vsh`
/// and, when there is a trace, `trace.mmd` and `trace-compact.mmd`.
///
/// The scenario path is made safe component by component: `.` components are
/// dropped, `..` becomes `%2E%2E`, and `%`, NUL and control characters are
/// written as `%XX`, so the folder is always inside `DIR`. An absolute path
/// starts with a `%2F` folder (`/abs/a.vsh` goes to `DIR/%2F/abs/a.vsh`), so
/// it never shares a folder with a relative one (`abs/a.vsh`): two scenario
/// paths that differ give two folders.
/// Every folder below `DIR` is made and opened with `O_NOFOLLOW`, and every
/// file is written whole or not at all, through a temporary file renamed into
/// place (`SafeFile.replace(_:in:shownAs:with:)`), so nothing is ever written
/// through a symbolic link and a full disk leaves no empty or cut file. When a
/// scenario's artifacts cannot be written, the folders this write made are
/// removed again (when empty), so nothing is left that names what is not there.
public struct ArtifactWriter: Sendable {
    /// The folder given with `--artifacts`.
    public let directory: String

    /// Why artifacts could not be written: one line naming the path.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public init(directory: String) {
        self.directory = directory
    }

    /// The relative folder for `scenarioPath` (`Tests/Scenarios/cars.vsh` stays as it is).
    public static func safeRelativePath(for scenarioPath: String) -> String {
        var components = scenarioPath.split(separator: "/").filter { $0 != "." }.map { component in
            component == ".." ? "%2E%2E" : safeComponent(component)
        }
        if scenarioPath.hasPrefix("/") { components.insert("%2F", at: 0) }
        return components.isEmpty ? "%2E" : components.joined(separator: "/")
    }

    /// Writes `artifacts` for the scenario at `scenarioPath`, creating the folders it needs.
    public func write(_ artifacts: FailureArtifacts, forScenario scenarioPath: String) throws(WriteError) {
        if let failed = Paths.createDirectories(directory) {
            let reason = String(cString: strerror(errno))
            throw WriteError(message: WritablePath.problem(makingFolderAt: failed) ?? "cannot create \(displayed(failed)): \(reason)")
        }
        var folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw error(opening: directory) }
        // The folders opened on the way down, and whether this write made each (to remove it again on failure).
        var opened: [(descriptor: Int32, name: String, made: Bool)] = []
        var succeeded = false
        defer {
            if !succeeded {
                // Made here and left empty: removed, innermost first.
                var inner = folder
                for (outer, name, made) in opened.reversed() {
                    close(inner)
                    if made { unlinkat(outer, name, AT_REMOVEDIR) }
                    inner = outer
                }
                close(inner)
            } else {
                close(folder)
                opened.forEach { close($0.descriptor) }
            }
        }
        var shown = directory
        for component in Self.safeRelativePath(for: scenarioPath).split(separator: "/").map(String.init) {
            shown += "/" + component
            let made = mkdirat(folder, component, 0o755) == 0
            if !made && errno != EEXIST { throw error(opening: shown) }
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                if made { unlinkat(folder, component, AT_REMOVEDIR) }
                errno = code
                throw error(opening: shown)
            }
            opened.append((folder, component, made))
            folder = next
        }
        var written: [String] = []
        for (name, contents) in artifacts.files {
            // Whole or not at all; never through a link, never waiting on a FIFO.
            do {
                try SafeFile.replace(name, in: folder, shownAs: shown + "/" + name, with: Array(contents.utf8))
                written.append(name)
            } catch {
                // The files of a scenario go together: none is kept when one could not be written.
                for name in written { unlinkat(folder, name, 0) }
                throw WriteError(message: "cannot write artifacts to \(displayed(error.path)): \(error.cause)")
            }
        }
        succeeded = true
    }

    private func error(opening path: String) -> WriteError {
        let code = errno
        let reason = String(cString: strerror(code))
        if WritablePath.explainedErrors.contains(code), let problem = WritablePath.problem(makingFolderAt: path) {
            return WriteError(message: problem)
        }
        return WriteError(message: "cannot write artifacts to \(displayed(path)): \(reason)")
    }

    private static func safeComponent(_ component: Substring) -> String {
        var result: [UInt8] = []
        for byte in component.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                let digits = String(byte, radix: 16, uppercase: true)
                result += Array(("%" + (digits.count < 2 ? "0" : "") + digits).utf8)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
