#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole data or script file with plain POSIX calls, through `SafeFile`.
///
/// The features load `cars.json` and `posts.json` through it and the shell
/// reads scripts through it, so every file problem is reported alike and no
/// part of the product needs Foundation (which costs start-up time). Only
/// regular files up to `SafeFile.sizeLimit` (16 MiB) are read: a FIFO, a
/// device or a folder is an error at once, never a hang.
public enum DataFile {
    /// The bytes of the file at `path`, or nil when nothing is there. A folder,
    /// a FIFO, a device, a file over the size limit, or a file that cannot be
    /// read is a `DataFileError` naming the path.
    public static func contents(atPath path: String) throws(DataFileError) -> [UInt8]? {
        do {
            return try SafeFile.contents(of: path)
        } catch where error.reason == .notFound {
            return nil
        } catch {
            throw DataFileError(path: path, message: error.message)
        }
    }

    /// `path` inside `directory` (`data/cars.json`; a bare name when the directory is empty).
    public static func path(_ name: String, inDirectory directory: String) -> String {
        FilePaths.join(directory, name)
    }

    /// Why `directory` cannot be a data folder (`--data`), or nil when it is a
    /// folder: `no such folder: x`, or `x is a file, not a folder`, the name escaped.
    package static func problem(withDataDirectory directory: String) -> String? {
        let shown = TerminalEscaping.quote(directory, limit: 200, quotes: "")
        if directory.utf8.contains(0) { return "the folder name \(shown) contains a NUL character" }
        var status = stat()
        guard stat(directory, &status) == 0 else { return "no such folder: \(shown)" }
        if (status.st_mode & S_IFMT) == S_IFDIR { return nil }
        return "\(shown) is \(SafeFile.kindName(ofNonRegular: status.st_mode) ?? "a file"), not a folder"
    }
}
