import Foundation

/// Runs the fuzzed binary where it can write nothing but its own folder.
///
/// On Linux the binary runs in a new mount namespace (`unshare`; as root
/// `--mount`, otherwise `--user --map-root-user --mount`), in which the fuzz
/// folder is bound onto itself and then every other mount is made read-only:
/// a fuzzed `dump /nonexistent/x.json`, `record /etc/x.vsh` or
/// `trace export ../../../x.json` fails with "Read-only file system" even as
/// root. `check()` proves it before any line is fuzzed: inside the sandbox a
/// file in the folder can be written and a folder at `/` cannot. Without such
/// a sandbox the fuzz tests refuse to run rather than write where they may not.
enum FuzzSandbox {
    /// The shell script run inside the namespace: `sandbox FOLDER PROGRAM ARGS...`.
    private static let script = #"""
        set -e
        folder="$1"; shift
        mount --make-rprivate /
        mount --bind "$folder" "$folder"
        # Every other mount point read-only, deepest first ("\040" is a blank in mountinfo).
        for point in $(awk '{print $5}' /proc/self/mountinfo | sort -r -u); do
          point=$(printf '%b' "$point")
          [ "$point" = "$folder" ] && continue
          mount -o remount,bind,ro "$point" 2>/dev/null || true
        done
        # Refuse to go on when a visible mount (the last at its point) other than the folder is still writable.
        writable=$(awk -v folder="$folder" '{flags[$5] = $6} END {for (point in flags) if (point != folder && flags[point] !~ /(^|,)ro(,|$)/) print point}' /proc/self/mountinfo)
        if [ -n "$writable" ]; then echo "sandbox: still writable: $writable" >&2; exit 97; fi
        # The working folder was entered before the bind: enter it again, through it.
        cd "$PWD"
        exec "$@"
        """#

    /// The executable and arguments that run `program arguments` sandboxed in `folder`; nil where there is no sandbox.
    static func command(folder: String, program: String, arguments: [String]) -> (URL, [String])? {
        #if os(Linux)
        let unshare = "/usr/bin/unshare"
        guard FileManager.default.isExecutableFile(atPath: unshare) else { return nil }
        let namespaces = getuid() == 0 ? ["--mount"] : ["--user", "--map-root-user", "--mount"]
        return (URL(fileURLWithPath: unshare), namespaces + ["/bin/sh", "-c", script, "sandbox", folder, program] + arguments)
        #else
        return nil
        #endif
    }

    /// Nil when the sandbox works here (checked by writing inside and outside it), else why not.
    static let problem: String? = {
        let folder = NSTemporaryDirectory() + "viper-fuzz-sandbox-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = "/viper-fuzz-sandbox-probe-\(UUID().uuidString)"
        let probe = "touch '\(folder)/inside' && ! mkdir '\(outside)' 2>/dev/null && ! touch '\(NSTemporaryDirectory())viper-fuzz-outside-probe' 2>/dev/null"
        guard let (executable, arguments) = command(folder: folder, program: "/bin/sh", arguments: ["-c", probe]) else {
            return "no sandbox on this system (Linux with unshare is needed)"
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { return "cannot start unshare: \(error)" }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if FileManager.default.fileExists(atPath: outside) {
            try? FileManager.default.removeItem(atPath: outside)
            return "the sandbox let a folder be made at /"
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: folder + "/inside") else {
            return "the sandbox did not work (status \(process.terminationStatus)): \(message)"
        }
        return nil
    }()
}
