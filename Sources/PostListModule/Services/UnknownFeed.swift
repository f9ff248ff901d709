import ViperRuntime

/// The one wording for a feed the catalog does not have, used alike by
/// `feed=` parameters and the `feed <name>` action.
enum UnknownFeed {
    /// `unknown feed 'sports'; the feeds are news, popular`; the name as typed, escaped.
    static func message(for feed: String, known: [String]) -> String {
        "unknown feed '\(TerminalEscaping.displayed(feed))'; the feeds are \(known.map { TerminalEscaping.displayed($0) }.joined(separator: ", "))"
    }
}
