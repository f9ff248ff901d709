/// What Tab does to the line being edited, worked out from the text before the
/// cursor and the completer's candidates for its last word.
///
/// - no usable candidate: nothing changes (the editor beeps);
/// - one: the word is replaced by it, followed by a blank;
/// - several: the word is extended to their longest common prefix when that
///   is longer, and the candidates are listed below the line.
///
/// Candidates with control characters are dropped: they would reach the
/// terminal raw.
struct CompletionEdit: Equatable {
    /// How many characters (Unicode scalars) before the cursor to delete: the word.
    var deleteCount: Int
    /// The text that goes in their place.
    var insertion: String
    /// The candidates to list below the line; empty when one candidate was taken.
    var listing: [String]

    /// The edit for `linePrefix` (the text before the cursor), or nil when
    /// there is nothing to complete.
    static func make(linePrefix: String, candidates: [String]) -> CompletionEdit? {
        var seen = Set<String>()
        let usable = candidates.filter { candidate in
            !candidate.isEmpty
                && !candidate.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
                && seen.insert(candidate).inserted
        }
        guard let first = usable.first else { return nil }
        let word = lastWord(of: linePrefix)
        let wordLength = word.unicodeScalars.count
        if usable.count == 1 {
            return CompletionEdit(deleteCount: wordLength, insertion: first + " ", listing: [])
        }
        let common = commonPrefix(of: usable)
        if common.count > word.count && common.hasPrefix(word) {
            return CompletionEdit(deleteCount: wordLength, insertion: common, listing: usable)
        }
        return CompletionEdit(deleteCount: 0, insertion: "", listing: usable)
    }

    /// The word the cursor is in: the text after the last blank.
    static func lastWord(of linePrefix: String) -> Substring {
        guard let blank = linePrefix.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            return linePrefix[...]
        }
        return linePrefix[linePrefix.index(after: blank)...]
    }

    /// The longest prefix (in characters) that all `words` share.
    static func commonPrefix(of words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < min(prefix.count, characters.count) && prefix[length] == characters[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}
