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
/// file opened with `O_NOFOLLOW`, so nothing is ever written through a
/// symbolic link.
package struct ArtifactWriter: Sendable {
    /// The folder given with `--artifacts`.
    package let directory: String

    /// Why artifacts could not be written: one line naming the path.
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    package init(directory: String) {
        self.directory = directory
    }

    /// The relative folder for `scenarioPath` (`Tests/Scenarios/cars.vsh` stays as it is).
    package static func safeRelativePath(for scenarioPath: String) -> String {
        var components = scenarioPath.split(separator: "/").filter { $0 != "." }.map { component in
            component == ".." ? "%2E%2E" : safeComponent(component)
        }
        if scenarioPath.hasPrefix("/") { components.insert("%2F", at: 0) }
        return components.isEmpty ? "%2E" : components.joined(separator: "/")
    }

    /// Writes `artifacts` for the scenario at `scenarioPath`, creating the folders it needs.
    package func write(_ artifacts: FailureArtifacts, forScenario scenarioPath: String) throws(WriteError) {
        if let failed = Paths.createDirectories(directory) {
            let reason = String(cString: strerror(errno))
            throw WriteError(message: WritablePath.problem(makingFolderAt: failed) ?? "cannot create \(displayed(failed)): \(reason)")
        }
        var folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw error(opening: directory) }
        defer { close(folder) }
        var shown = directory
        for component in Self.safeRelativePath(for: scenarioPath).split(separator: "/").map(String.init) {
            shown += "/" + component
            if mkdirat(folder, component, 0o755) != 0 && errno != EEXIST { throw error(opening: shown) }
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw error(opening: shown) }
            close(folder)
            folder = next
        }
        for (name, contents) in artifacts.files {
            // Never blocks (a FIFO at the name is refused at once) nor writes through a link.
            let file: Int32
            do {
                file = try SafeFile.openForWriting(name, in: folder, shownAs: shown + "/" + name)
            } catch {
                throw WriteError(message: "cannot write artifacts to \(error.description)")
            }
            defer { close(file) }
            guard FileDescriptorWriter.writeAll(contents, to: file) else { throw error(opening: shown + "/" + name) }
        }
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
