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

    /// Loads `file` (with `#fragment` when given) in a frame `width` x `height`
    /// of a harness page and returns what `script` makes of it: the body of a
    /// JavaScript function of `(doc, win)` (the frame's document and window)
    /// that returns a value or a promise of one, which is JSON-encoded. The
    /// function runs once the frame has loaded and its timers have had 50 ms
    /// of virtual time; the browser runs on virtual time (up to 10 s of it),
    /// so a test waits on the page's own timers without real waiting.
    static func evaluate(
        _ script: String, in file: String, fragment: String = "", width: Int = 1000, height: Int = 700
    ) throws -> String {
        let harness = NSTemporaryDirectory() + "viper-shell-harness-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: harness) }
        let source = URL(fileURLWithPath: file).absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        let page = """
            <!DOCTYPE html><html><body style="margin:0"><pre id="out">not loaded</pre><script>
            const out = document.getElementById("out");
            const frame = document.createElement("iframe");
            frame.style.cssText = "width:\(width)px;height:\(height)px;border:0;display:block";
            frame.onload = () => setTimeout(() => {
              const check = function (doc, win) { \(script) };
              Promise.resolve().then(() => check(frame.contentDocument, frame.contentWindow))
                .then(value => { out.textContent = "result " + JSON.stringify(value); },
                      error => { out.textContent = "error " + error; });
            }, 50);
            frame.src = \(JSONQuoted(source));
            document.body.appendChild(frame);
            </script></body></html>
            """
        try page.write(toFile: harness, atomically: true, encoding: .utf8)
        let text = try output(ofPage: harness)
        guard text.hasPrefix("result ") else { throw Failure(description: "the check did not run: \(text)") }
        return String(text.dropFirst("result ".count))
    }

    /// Loads the page `file` (which may load other local files), lets its
    /// scripts run on virtual time (up to 10 s of it), and returns the text
    /// it left in its `<pre id="out">` element.
    static func output(ofPage file: String) throws -> String {
        let outcome = try run([
            "--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", URL(fileURLWithPath: file).absoluteString,
        ])
        guard let start = outcome.stdout.range(of: "<pre id=\"out\">"),
              let end = outcome.stdout.range(of: "</pre>", range: start.upperBound..<outcome.stdout.endIndex)
        else { throw Failure(description: "the page gave no result (status \(outcome.status)): \(outcome.stderr.suffix(2000))") }
        return String(outcome.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `text` as a JavaScript string literal.
    private static func JSONQuoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    /// Loads `file` and writes a PNG of the window (`width` x `height`) to `png`.
    static func screenshot(of file: String, fragment: String = "", to png: String, width: Int = 1100, height: Int = 900) throws {
        let outcome = try run([
            "--screenshot=\(png)", "--window-size=\(width),\(height)", "--hide-scrollbars",
            URL(fileURLWithPath: file).absoluteString + (fragment.isEmpty ? "" : "#" + fragment),
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
