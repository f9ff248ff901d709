#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole data or script file with plain POSIX calls.
///
/// The features load `cars.json` and `posts.json` through it and the shell
/// reads scripts through it, so every file problem is reported alike and no
/// part of the product needs Foundation (which costs start-up time).
package enum DataFile {
    /// The bytes of the file at `path`, or nil when nothing is there. A folder,
    /// or a file that cannot be read, is a `DataFileError` naming the path.
    package static func contents(atPath path: String) throws(DataFileError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw DataFileError(path: path, message: "cannot be read: \(reason(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw DataFileError(path: path, message: "cannot be read: \(reason(errno))")
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            throw DataFileError(path: path, message: "is a directory, not a file")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw DataFileError(path: path, message: "cannot be read: \(reason(errno))")
            }
        }
    }

    /// `path` inside `directory` (`data/cars.json`; a bare name when the directory is empty).
    package static func path(_ name: String, inDirectory directory: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
