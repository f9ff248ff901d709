import ViperRuntime
import ViperShellEngine

/// What Tab does to the line being edited, worked out from the text before the
/// cursor and the completer's candidates for its last word.
///
/// The word is found with the shell's own tokenizer, so a word in quotes
/// (`fill model "Model 3`) is one word, as the completer sees it.
///
/// - no usable candidate: nothing changes (the editor beeps);
/// - one: the word is replaced by it, followed by a blank unless it ends in
///   `=` (a `key=` parameter) or `/` (a folder), where more is typed at once;
/// - several: the word is extended to their longest common prefix when that
///   is longer, and the candidates are listed below the line.
///
/// A candidate with blanks, quotes, backslashes or `#` is written in double
/// quotes (left open when only a common prefix is inserted), and so is any
/// candidate for a word the user began with a double quote. Candidates with
/// control characters are dropped: they would reach the terminal raw.
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
                && !TerminalEscaping.containsControlCharacters(candidate)
                && seen.insert(candidate).inserted
        }
        guard let first = usable.first else { return nil }
        let (words, endsInBlank) = Tokenizer.partialWords(of: linePrefix)
        let word = endsInBlank ? nil : words.last
        let typed = word?.text ?? ""
        let deleteCount = word.map { max(0, linePrefix.unicodeScalars.count - ($0.column - 1)) } ?? 0
        let quoted = word?.isDoubleQuoted ?? false
        if usable.count == 1 {
            let continues = first.hasSuffix("=") || first.hasSuffix("/")
            let spelled = quoted || Tokenizer.needsQuotes(first) ? Tokenizer.doubleQuoted(first, closed: !continues) : first
            return CompletionEdit(deleteCount: deleteCount, insertion: continues ? spelled : spelled + " ", listing: [])
        }
        let common = commonPrefix(of: usable)
        if common.count > typed.count && common.hasPrefix(typed) {
            let spelled = quoted || Tokenizer.needsQuotes(common) ? Tokenizer.doubleQuoted(common, closed: false) : common
            return CompletionEdit(deleteCount: deleteCount, insertion: spelled, listing: usable)
        }
        return CompletionEdit(deleteCount: 0, insertion: "", listing: usable)
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
