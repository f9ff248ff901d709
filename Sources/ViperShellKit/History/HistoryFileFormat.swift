/// The text format of the history file: a header line, then one entry a line, UTF-8.
///
/// The header (`# ViperShellKit history v1`) marks the file as ours. It names
/// the engine, not a product, because every shell built on it (viper-shell,
/// todo-shell) writes the same format. A file is read and replaced only when
/// its first line is the header or the header viper-shell and todo-shell wrote
/// before (`# viper-shell history v1`); a file without one (a text file named
/// as the history file, even one whose lines look like commands) is not ours.
///
/// Each entry line is at most `entryLimit` bytes, so a full file (1,000
/// entries) stays below the size the history is read up to.
///
/// An entry may itself span lines (a pasted multi-line command), so inside an
/// entry a backslash is written `\\`, a line feed `\n` and a carriage return
/// `\r`; any other backslash sequence, a NUL byte or invalid UTF-8 makes the
/// whole file unreadable (it was not written by a shell on this engine).
public enum HistoryFileFormat {
    /// The first line of every history file a shell on this engine writes.
    public static let header = "# ViperShellKit history v1"

    /// Headers written by earlier versions, still recognised as ours (and
    /// replaced by `header` at the next save).
    public static let earlierHeaders: Set<String> = ["# viper-shell history v1"]

    /// The longest entry line written (escaped, without its line feed): 64 KiB,
    /// the longest line the shell reads.
    public static let entryLimit = Tokenizer.maximumLineLength

    /// Whether `line`, the first line of a file, is a header of this format.
    static func isHeader(_ line: Substring) -> Bool {
        line == header || earlierHeaders.contains(String(line))
    }

    /// `entry` as one line of the file, without the line terminator.
    public static func escape(_ entry: String) -> String {
        var line = ""
        line.reserveCapacity(entry.utf8.count)
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// The entry written as `line`, or nil when `line` holds an unknown escape.
    public static func unescape(_ line: Substring) -> String? {
        var entry = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                entry.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": entry += "\\"
            case "n": entry += "\n"
            case "r": entry += "\r"
            default: return nil
            }
        }
        return entry
    }

    /// The whole file for `entries`: the header, then each entry escaped, each line ended by a line feed.
    public static func encode(_ entries: [String]) -> [UInt8] {
        var bytes = Array((header + "\n").utf8)
        for entry in entries {
            bytes.append(contentsOf: escape(entry).utf8)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The entries of a file, oldest first, or the reason it is not a history file.
    /// The header line must come first and is not an entry; empty lines are skipped.
    public static func decode(_ bytes: [UInt8]) -> Result<[String], HistoryStoreError> {
        let firstLine = bytes.prefix { $0 != 0x0A }
        guard isHeader(Substring(decoding: firstLine, as: UTF8.self)) else {
            return .failure(HistoryStoreError("it does not start with the line '\(header)' that marks the shell's own history file"))
        }
        if bytes.contains(0) {
            return .failure(HistoryStoreError("it contains NUL bytes"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(HistoryStoreError("it is not UTF-8 text"))
        }
        var entries: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !(index == 0 && isHeader(line)) {
            guard let entry = unescape(line) else {
                return .failure(HistoryStoreError("line \(index + 1) has an unknown backslash escape"))
            }
            entries.append(entry)
        }
        return .success(entries)
    }
}
