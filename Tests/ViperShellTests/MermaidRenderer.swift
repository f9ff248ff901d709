import Foundation

/// Diagrams drawn by a real Mermaid 11 in headless Chromium: what a reader
/// of an exported `.mmd` sees (GitHub, a Markdown preview, mermaid.live), as
/// text read back from the drawn SVG.
///
/// The bundle is `mermaid.min.js` of Mermaid `version`, installed by
/// `scripts/ensure-mermaid` (run by `scripts/test`) at `.build/mermaid/`, or
/// wherever `VIPER_SHELL_MERMAID` names; it is third-party code and is never
/// committed. Without it the tests that need it fail and say how to install
/// it, unless `VIPER_SHELL_SKIP_BROWSER_TESTS=1` skips the browser tests.
enum MermaidRenderer {
    static let version = "11.16.0"

    /// What Mermaid drew for one diagram, or the error it gave instead.
    struct Drawing: Decodable, Equatable {
        /// Mermaid's parse or render error; nil when the diagram was drawn.
        var error: String?
        /// A sequence diagram's participant boxes, each once, in the order Mermaid draws them.
        var participants: [String] = []
        /// A sequence diagram's arrow labels, in order.
        var messages: [String] = []
        /// A sequence diagram's notes, in order.
        var notes: [String] = []
        /// A flowchart's node labels and edge labels, in order.
        var nodes: [String] = []
        var edgeLabels: [String] = []

        init(error: String? = nil, participants: [String] = [], messages: [String] = [], notes: [String] = []) {
            self.error = error
            self.participants = participants
            self.messages = messages
            self.notes = notes
        }

        /// A drawing's lists, or only the error of one Mermaid could not draw.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            error = try container.decodeIfPresent(String.self, forKey: .error)
            participants = try container.decodeIfPresent([String].self, forKey: .participants) ?? []
            messages = try container.decodeIfPresent([String].self, forKey: .messages) ?? []
            notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
            nodes = try container.decodeIfPresent([String].self, forKey: .nodes) ?? []
            edgeLabels = try container.decodeIfPresent([String].self, forKey: .edgeLabels) ?? []
        }

        private enum CodingKeys: String, CodingKey {
            case error, participants, messages, notes, nodes, edgeLabels
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bundle's path.
    static func bundle() throws -> String {
        let named = ProcessInfo.processInfo.environment["VIPER_SHELL_MERMAID"].flatMap { $0.isEmpty ? nil : $0 }
        let path = named.map { $0.hasPrefix("/") ? $0 : BinaryRunner.packageRoot.appendingPathComponent($0).path }
            ?? BinaryRunner.packageRoot.appendingPathComponent(".build/mermaid/mermaid-\(version).min.js").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: """
                no Mermaid bundle at \(path): install it with scripts/ensure-mermaid (scripts/test runs it), \
                or set VIPER_SHELL_SKIP_BROWSER_TESTS=1 to skip the browser tests
                """)
        }
        return path
    }

    /// Each of `diagrams` drawn by Mermaid, in order.
    static func draw(_ diagrams: [String]) throws -> [Drawing] {
        let page = NSTemporaryDirectory() + "viper-shell-mermaid-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: page) }
        let sources = String(decoding: try JSONEncoder().encode(diagrams), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8">
            <script src="\(URL(fileURLWithPath: try bundle()).absoluteString)"></script></head>
            <body><pre id="out">not drawn</pre><script>
            const texts = (root, selector) => [...root.querySelectorAll(selector)].map(node => node.textContent);
            (async () => {
              const out = document.getElementById("out");
              if (typeof mermaid === "undefined") { out.textContent = "the Mermaid bundle did not load"; return; }
              mermaid.initialize({ startOnLoad: false });
              const drawings = [];
              for (const [index, source] of \(sources).entries()) {
                try {
                  const { svg } = await mermaid.render("diagram" + index, source);
                  const box = document.createElement("div");
                  box.innerHTML = svg;
                  drawings.push({
                    participants: [...new Set(texts(box, "text.actor"))],
                    messages: texts(box, "text.messageText"),
                    notes: texts(box, "text.noteText"),
                    nodes: texts(box, ".nodeLabel"),
                    edgeLabels: texts(box, "g.edgeLabel").filter(text => text !== ""),
                  });
                } catch (error) {
                  drawings.push({ error: String(error && error.message || error) });
                }
              }
              out.textContent = JSON.stringify(drawings);
            })();
            </script></body></html>
            """
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        let output = try HeadlessChromium.output(ofPage: page)
        guard output.hasPrefix("[") else { throw Failure(description: "Mermaid drew nothing: \(output)") }
        return try JSONDecoder().decode([Drawing].self, from: Data(output.utf8))
    }

}
