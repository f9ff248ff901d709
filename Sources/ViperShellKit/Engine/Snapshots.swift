import ViperRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where snapshots live and what they hold.
enum Snapshots {
    /// `<script folder>/__snapshots__/<script name without .vsh>/<name>.txt`
    /// (see `Paths.snapshotFolder(forScript:)` for names made only of dots).
    static func path(forScript script: String, name: String) -> String {
        Paths.snapshotFolder(forScript: script) + "/" + name + ".txt"
    }

    /// Writes the snapshot `name` of `script` (`run --update-snapshots`,
    /// `record … snapshots`). Every component below the script's folder
    /// (`__snapshots__`, `__snapshots__/<script>`) is made when missing and
    /// must be a real folder: a symbolic link there (or anything else) is
    /// refused with one error and nothing is written, so a snapshot never
    /// lands outside `__snapshots__/`. The file itself is replaced atomically,
    /// never through a link.
    static func write(_ text: String, forScript script: String, name: String) throws(CommandFailure) {
        let path = self.path(forScript: script, name: name)
        let snapshots = Paths.join(Paths.directory(of: script), "__snapshots__")
        for folder in [snapshots, Paths.snapshotFolder(forScript: script)] {
            try requireRealFolder(folder)
        }
        try Paths.write(text, to: path)
    }

    /// Makes `folder` when missing; throws when it is a link or not a folder.
    private static func requireRealFolder(_ folder: String) throws(CommandFailure) {
        var status = stat()
        if lstat(folder, &status) != 0 && errno == ENOENT {
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                throw .error("cannot create the folder \(displayed(folder, limit: 200)): \(String(cString: strerror(errno)))")
            }
            guard lstat(folder, &status) == 0 else {
                throw .error("cannot create the folder \(displayed(folder, limit: 200)): \(String(cString: strerror(errno)))")
            }
        }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            throw .error("\(displayed(folder, limit: 200)) is a symbolic link; snapshots are never written through links")
        }
        if (status.st_mode & S_IFMT) != S_IFDIR {
            throw .error("\(displayed(folder, limit: 200)) is \(Paths.kindName(of: folder)), not a folder; no snapshot was written")
        }
    }

    /// The screen at width 80 without colour, ending with a newline.
    @MainActor
    static func text(of screen: Screen) -> String {
        ScreenRenderer(width: ScreenRenderer.defaultWidth, color: false).render(screen) + "\n"
    }

    /// The lines of a snapshot text (the final newline does not start a line).
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
