#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// Where an interactive shell keeps its history file, named after the shell.
///
/// In order: `$<NAME>_HISTORY` (the shell's name upper-cased, `-` and other
/// characters a variable cannot hold as `_`: `VIPER_SHELL_HISTORY`);
/// `$XDG_STATE_HOME/<name>/history` (an absolute `XDG_STATE_HOME` only, as the
/// XDG spec asks); `$HOME/.local/state/<name>/history`. Empty variables count as unset.
public struct HistoryLocation: Sendable {
    /// The shell's name (`viper-shell`).
    public let shellName: String

    public init(shellName: String) {
        self.shellName = shellName
    }

    /// The variable that names the history file outright (`VIPER_SHELL_HISTORY`).
    public var overrideVariable: String {
        let letters = shellName.uppercased().unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
        }
        return String(letters) + "_HISTORY"
    }

    /// The history file path for `environment`, or nil when there is no home
    /// directory to put it in. `homeDirectory` is used when `HOME` is unset.
    public func resolvePath(environment: [String: String], homeDirectory: String? = nil) -> String? {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        if let path = value(overrideVariable) {
            return path
        }
        if let state = value("XDG_STATE_HOME"), state.hasPrefix("/") {
            return FilePaths.join(state, shellName + "/history")
        }
        guard let home = value("HOME") ?? homeDirectory, !home.isEmpty else { return nil }
        return FilePaths.join(home, ".local/state/" + shellName + "/history")
    }

    /// The history file path for this process's environment.
    public func defaultPath() -> String? {
        var environment: [String: String] = [:]
        for name in [overrideVariable, "XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return resolvePath(environment: environment, homeDirectory: Self.passwordHomeDirectory())
    }

    private static func passwordHomeDirectory() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }
}
