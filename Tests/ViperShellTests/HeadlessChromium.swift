import Foundation

/// Debian's `chromium` (or the browser `VIPER_SHELL_CHROMIUM` names), run
/// headless on a local file: the serialized DOM after the page loaded, or a
/// screenshot. `scripts/ensure-chromium` installs it; a machine where it
/// cannot run fails the tests that need it, unless
/// `VIPER_SHELL_SKIP_BROWSER_TESTS=1` says to skip them.
enum HeadlessChromium {
    /// Why the browser gave nothing usable.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the environment asks to skip the browser tests.
    static var skipRequested: Bool {
        ProcessInfo.processInfo.environment["VIPER_SHELL_SKIP_BROWSER_TESTS"] == "1"
    }

    /// The browser's executable, or nil when none is installed.
    static var executable: String? {
        if let named = ProcessInfo.processInfo.environment["VIPER_SHELL_CHROMIUM"], !named.isEmpty { return named }
        let candidates = [
            "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium",
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Loads `file` and returns the DOM as the browser serializes it.
    static func dumpDOM(of file: String) throws -> String {
        let outcome = try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString])
        guard outcome.status == 0, outcome.stdout.contains("<html") else {
            throw Failure(description: "chromium --dump-dom failed (status \(outcome.status)): \(outcome.stderr.suffix(2000))")
        }
        return outcome.stdout
    }

    /// Loads `file` and writes a PNG of the window (`width` x `height`) to `png`.
    static func screenshot(of file: String, to png: String, width: Int = 1100, height: Int = 900) throws {
        let outcome = try run([
            "--screenshot=\(png)", "--window-size=\(width),\(height)", "--hide-scrollbars",
            URL(fileURLWithPath: file).absoluteString,
        ])
        guard outcome.status == 0, FileManager.default.fileExists(atPath: png) else {
            throw Failure(description: "chromium --screenshot failed (status \(outcome.status)): \(outcome.stderr.suffix(2000))")
        }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let executable else {
            throw Failure(description: """
                no chromium to load the HTML report in: install it (scripts/ensure-chromium, run by scripts/test), \
                name one in VIPER_SHELL_CHROMIUM, or set VIPER_SHELL_SKIP_BROWSER_TESTS=1 to skip the browser tests
                """)
        }
        let profile = NSTemporaryDirectory() + "viper-shell-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let output = profile + "-stdout"
        let errors = profile + "-stderr"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: errors)
        }
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // No sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=\(profile)",
        ] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus,
            (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
            (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }
}
