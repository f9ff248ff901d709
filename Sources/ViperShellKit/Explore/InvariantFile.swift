/// The `.vsh` file `explore --invariants` reads: `expect always` lines, the
/// invariants of one exploration, which explore runs at the start of every
/// walk (and writes at the top of every script it finds). Blank lines and
/// `#` comments are skipped; any other line is an error at its line number.
package enum InvariantFile {
    /// The file's `expect always` lines, or why they cannot be used.
    package static func lines(at path: String) -> Result<[String], CommandFailure> {
        let bytes: [UInt8]
        switch Paths.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(failure)
        }
        var lines: [String] = []
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words: [Word]
            do { words = try Tokenizer.words(of: String(line)) } catch {
                return .failure(.error("\(displayed(path)):\(number + 1):\(error.column ?? 1): \(error.message)"))
            }
            guard let first = words.first else { continue }
            guard first.text == "expect", words.count >= 3, words[1].text == "always" else {
                return .failure(.error("\(displayed(path)):\(number + 1): only 'expect always <check>' lines (and comments) belong here"))
            }
            lines.append(String(line).trimmingBlanks)
        }
        guard !lines.isEmpty else { return .failure(.error("\(displayed(path)): holds no 'expect always' line")) }
        return .success(lines)
    }
}
