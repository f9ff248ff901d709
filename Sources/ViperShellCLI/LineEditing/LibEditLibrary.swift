import CLibEdit

/// libedit, loaded when the interactive shell first needs its line editor
/// rather than linked: `run`, a batch on a pipe and every subcommand never
/// load it (loading it with the program was about 0.4M instructions of every
/// start; see CLibEdit.h).
enum LibEditLibrary {
    /// Loads libedit the first time (the platform's library, or the one
    /// called `name`); nil once it is loaded, else why it cannot be, in one line.
    static func load(named name: String? = nil) -> String? {
        let problem = if let name { viper_libedit_load_named(name) } else { viper_libedit_load() }
        return problem.map { String(cString: $0) }
    }

    /// The one line the shell writes on standard error when it reads lines
    /// without the editor because libedit did not load.
    static func fallbackNotice(shellName: String, problem: String) -> String {
        "\(shellName): line editing is off (\(problem)); lines are read without editing, completion or a saved history\n"
    }
}
