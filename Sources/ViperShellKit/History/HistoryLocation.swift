#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// Where the interactive shell keeps its history file.
///
/// In order: `$VIPER_SHELL_HISTORY`; `$XDG_STATE_HOME/viper-shell/history`
/// (an absolute `XDG_STATE_HOME` only, as the XDG spec asks);
/// `$HOME/.local/state/viper-shell/history`. Empty variables count as unset.
public enum HistoryLocation {
    /// The variable that names the history file outright.
    public static let overrideVariable = "VIPER_SHELL_HISTORY"

    /// The history file path for `environment`, or nil when there is no home
    /// directory to put it in. `homeDirectory` is used when `HOME` is unset.
    public static func resolvePath(environment: [String: String], homeDirectory: String? = nil) -> String? {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        if let path = value(overrideVariable) {
            return path
        }
        if let state = value("XDG_STATE_HOME"), state.hasPrefix("/") {
            return FilePaths.join(state, "viper-shell/history")
        }
        guard let home = value("HOME") ?? homeDirectory, !home.isEmpty else { return nil }
        return FilePaths.join(home, ".local/state/viper-shell/history")
    }

    /// The history file path for this process's environment.
    public static func defaultPath() -> String? {
        var environment: [String: String] = [:]
        for name in [overrideVariable, "XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return resolvePath(environment: environment, homeDirectory: passwordHomeDirectory())
    }

    private static func passwordHomeDirectory() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }
}
