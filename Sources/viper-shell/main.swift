import ArgumentParser
import ViperShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Parses the arguments and runs the chosen form. Usage errors exit with 2
// (not ArgumentParser's 64), as SPEC §5 asks; --help exits with 0.
let status: Int32
do {
    let command = try ViperShellCommand.parseAsRoot()
    switch command {
    case let root as ViperShellCommand:
        status = root.execute()
    case let run as RunCommand:
        status = run.execute()
    default:
        var other = command
        try other.run()
        status = 0
    }
} catch {
    let code = ViperShellCommand.exitCode(for: error)
    let message = ViperShellCommand.fullMessage(for: error)
    if code == .success {
        print(message)
        status = 0
    } else if let exitCode = error as? ExitCode {
        status = exitCode.rawValue
    } else {
        StandardOutput.writeError(message + "\n")
        status = 2
    }
}
fflush(nil)
exit(status)
