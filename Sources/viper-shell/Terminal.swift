#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the executable needs to know about its terminal.
enum Terminal {
    /// Whether stdin is a terminal (interactive shell) or not (batch).
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Whether stdout is a terminal (decides `color auto`).
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// The terminal's width in columns, when stdout is a terminal.
    static var columns: Int? {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether `path` is an existing folder.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
