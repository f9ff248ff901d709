import ViperRuntime

/// Draws the words of an action's arguments from each parameter's domain:
/// values that work, values at the edges, and values that must be refused.
enum ArgumentSampler {
    /// Text that tends to break screens and messages: blank, one character, 40
    /// and 41 characters (a common limit and one past it), terminal control
    /// sequences (ESC, BEL, a C1 CSI, a bidi override), emoji and combining marks.
    static let texts: [String] = [
        "", "x", String(repeating: "abcdefghij", count: 4), String(repeating: "abcdefghij", count: 4) + "k",
        "\u{1B}[2J", "ring\u{7}", "\u{9B}31m", "\u{202E}txet", "🚗👍🏽", "cafe\u{301}", "two words", "Tesla",
    ]

    /// Numbers at the edges that every whole-number parameter gets, and words
    /// that are no number at all (one with a terminal escape, to see it echoed safely).
    static let edgeNumbers = ["0", "1", "-1", String(Int.max), "99999999999999999999999", "one", "\u{1B}[2J"]

    /// Words that no choice list holds.
    static let wrongWords = ["nonesuch", "\u{9B}31m"]

    /// The argument words for `action`: optional parameters are sometimes left
    /// out, a variadic one sometimes gets two words, and a parameter with
    /// examples gets one of them half the time.
    static func arguments(for action: ExploreAction, using generator: inout SplitMix64) -> [String] {
        var words: [String] = []
        for parameter in action.parameters {
            if parameter.isOptional && generator.oneIn(4) { break }
            if !parameter.examples.isEmpty && generator.oneIn(2) {
                words.append(generator.pick(parameter.examples))
                continue
            }
            words.append(value(in: parameter.domain, using: &generator))
            if parameter.isVariadic && generator.oneIn(4) {
                words.append(value(in: parameter.domain, using: &generator))
            }
        }
        return words
    }

    /// One value for `domain`: half the time one that should work, otherwise an edge or a wrong one.
    static func value(in domain: ParameterDomain, using generator: inout SplitMix64) -> String {
        switch domain {
        case .text(let suggested):
            if !suggested.isEmpty && generator.oneIn(2) { return generator.pick(suggested) }
            return generator.pick(texts)
        case .choice(let words):
            if words.isEmpty || generator.oneIn(5) { return generator.pick(wrongWords) }
            return generator.pick(words)
        case .wholeNumber(let minimum, let valid):
            if let valid, generator.oneIn(2) {
                return String(valid.lowerBound + generator.below(valid.count))
            }
            var candidates = edgeNumbers
            if let valid { candidates += [String(valid.upperBound), String(valid.upperBound &+ 1)] }
            if let minimum { candidates += [String(minimum), String(minimum &- 1)] }
            return generator.pick(candidates)
        }
    }
}
