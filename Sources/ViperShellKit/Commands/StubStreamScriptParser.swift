import ViperRuntime

/// Reads the rule of `stub <endpoint> yields …`, from the line's own text
/// (JSON values keep their quotes and blanks):
///
///     yields {"subject": "Hi"} at 200ms, {"subject": "Re: Hi"} at 400ms, then finishes
///     yields 1 at 0ms, then fails "the feed dropped"
///     yields then stays open
///
/// Each value is JSON followed by `at <time>`, the time after the call it
/// arrives, no earlier than the value before; values are separated by commas;
/// `then` and the end close the list. A mistake is one error naming the
/// value or the word, at its column in the line.
@MainActor
enum StubStreamScriptParser {
    static func parse(
        _ body: [Word], endingBefore endColumn: Int?, endpoint: String, line: String?, variables: [String: String]
    ) throws(CommandFailure) -> StubStreamScript {
        let rule = "stub \(displayed(endpoint)) yields"
        guard let first = body.first else {
            throw .error("\(rule): missing the values: yields <json> at <time>, ..., then finishes, then fails [<message>] or then stays open")
        }
        var text: String
        var baseColumn: Int? = first.column
        if let line {
            text = StubRequest.rawText(of: line, from: first.column, before: endColumn)
        } else {
            text = body.map(\.text).joined(separator: " ")
            baseColumn = nil
        }
        if text.contains("${") {
            text = try VariableExpansion.expand([Word(text, column: first.column)], variables: variables)[0].text
            baseColumn = nil
        }
        var scanner = Scanner(scalars: Array(text.unicodeScalars), baseColumn: baseColumn)
        var deliveries: [StubStreamScript.Delivery] = []
        while true {
            scanner.skipBlanks()
            if scanner.isAtEnd {
                throw .error(
                    "\(rule): missing the end after value \(deliveries.count): then finishes, then fails [<message>] or then stays open",
                    column: scanner.column)
            }
            if scanner.nextWord == "then" { break }
            let number = deliveries.count + 1
            let valueColumn = scanner.column
            let valueText = scanner.takeJSONValue()
            let value: JSONValue
            do {
                value = try JSONParser.parse(valueText)
            } catch {
                let column = error.line == 1 ? valueColumn.map { $0 + error.column - 1 } : nil
                throw .error("\(rule): value \(number) is not JSON: \(error.message)", column: column)
            }
            scanner.skipBlanks()
            guard scanner.nextWord == "at" else {
                let found = scanner.isAtEnd ? "nothing" : "'\(displayed(scanner.nextWord))'"
                throw .error("\(rule): expected 'at <time>' after value \(number), found \(found)", column: scanner.column)
            }
            scanner.takeWord()
            scanner.skipBlanks()
            let timeColumn = scanner.column
            let timeText = scanner.takeWord()
            guard let time = VirtualDuration(parsing: timeText) else {
                throw .error(
                    "\(rule): bad time '\(displayed(timeText))' for value \(number): use a number and a unit, like 200ms or 2s",
                    column: timeColumn)
            }
            if let previous = deliveries.last, time < previous.at {
                throw .error(
                    "\(rule): value \(number) at \(time) comes before value \(number - 1) at \(previous.at); list the values in time order",
                    column: timeColumn)
            }
            deliveries.append(StubStreamScript.Delivery(value: value, at: time))
            scanner.skipBlanks()
            if scanner.next == "," {
                scanner.advance()
            } else if scanner.nextWord != "then" {
                let found = scanner.isAtEnd ? "nothing" : "'\(displayed(scanner.nextWord))'"
                throw .error(
                    "\(rule): expected ', <json> at <time>' or ', then finishes|fails|stays open' after value \(number), found \(found)",
                    column: scanner.column)
            }
        }
        let thenColumn = scanner.column
        scanner.takeWord()
        return StubStreamScript(deliveries: deliveries, end: try end(of: scanner.rest, rule: rule, column: thenColumn))
    }

    /// The end after `then`: `finishes`, `fails [<message>]` or `stays open`.
    private static func end(of text: String, rule: String, column: Int?) throws(CommandFailure) -> StubStreamScript.End {
        let words: [Word]
        do { words = try Tokenizer.words(of: text) } catch { throw .error("\(rule): \(error.message)", column: column) }
        let texts = words.map(\.text)
        switch texts.first {
        case "finishes" where texts.count == 1:
            return .finishes
        case "fails":
            let message = texts.dropFirst().joined(separator: " ")
            return .fails(message.isEmpty ? StubRequest.defaultFailureMessage : message)
        case "stays" where texts == ["stays", "open"]:
            return .staysOpen
        case nil:
            throw .error("\(rule): missing the end after 'then': finishes, fails [<message>] or stays open", column: column)
        default:
            throw .error(
                "\(rule): unknown end 'then \(displayed(texts.joined(separator: " ")))': use then finishes, then fails [<message>] or then stays open",
                column: column)
        }
    }

    /// Reads the rule's text scalar by scalar, knowing each one's column in the line.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        /// The column of the first scalar in the line; nil when the text is not the line's (variables were replaced).
        let baseColumn: Int?
        var position = 0

        init(scalars: [Unicode.Scalar], baseColumn: Int?) {
            self.scalars = scalars
            self.baseColumn = baseColumn
        }

        var isAtEnd: Bool { position >= scalars.count }
        var next: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }
        var column: Int? { baseColumn.map { $0 + position } }
        /// The rest of the text.
        var rest: String { String(String.UnicodeScalarView(scalars[min(position, scalars.count)...])) }

        static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }

        mutating func advance() { position += 1 }

        mutating func skipBlanks() {
            while let scalar = next, Self.isBlank(scalar) { advance() }
        }

        /// The word at the position (up to a blank or a comma), not taken.
        var nextWord: String {
            var end = position
            while end < scalars.count, !Self.isBlank(scalars[end]), scalars[end] != "," { end += 1 }
            return String(String.UnicodeScalarView(scalars[position..<end]))
        }

        /// Takes the word at the position.
        @discardableResult
        mutating func takeWord() -> String {
            let word = nextWord
            position += word.unicodeScalars.count
            return word
        }

        /// Takes one JSON value's text: an object or array to its matching
        /// bracket, a string to its closing quote, anything else up to a blank
        /// or a comma. An unclosed one takes the rest (the JSON parser says what is wrong).
        mutating func takeJSONValue() -> String {
            let start = position
            switch next {
            case "{", "[":
                var depth = 0
                var inString = false
                var escaped = false
                while let scalar = next {
                    advance()
                    if inString {
                        if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                    } else if scalar == "\"" {
                        inString = true
                    } else if scalar == "{" || scalar == "[" {
                        depth += 1
                    } else if scalar == "}" || scalar == "]" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
            case "\"":
                advance()
                var escaped = false
                while let scalar = next {
                    advance()
                    if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { break }
                }
            default:
                takeWord()
            }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }
    }
}
