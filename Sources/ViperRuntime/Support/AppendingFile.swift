#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file that grows at its end, one whole chunk at a time: a
/// recording adds each line to its script this way, so a long recording costs
/// time linear in its length and the file is whole after every chunk.
///
/// Opened like `SafeFile` opens files: never through a symbolic link
/// (`O_NOFOLLOW`), only a regular file, never a path with a NUL. The file is
/// closed when the value goes away.
package final class AppendingFile {
    /// The path it was opened at.
    package let path: String
    private let descriptor: Int32

    /// Opens the existing regular file at `path` for appending.
    package init(path: String) throws(SafeFileError) {
        try SafeFile.refuseNUL(in: path)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            throw SafeFileError(path: path, reason: code == ELOOP ? .symbolicLink : .system("cannot be written", code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw SafeFileError(path: path, reason: .system("cannot be written", code))
        }
        if let kind = SafeFile.kindName(ofNonRegular: status.st_mode) {
            close(descriptor)
            throw SafeFileError(path: path, reason: .notARegularFile(kind))
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Adds `text` at the end of the file, in one write when the system allows.
    package func append(_ text: String) throws(SafeFileError) {
        try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(SafeFileError) in
            try SafeFile.writeAll(descriptor, bytes, path: path)
        }
    }
}
