/// What a module's view shows, as structure rather than text.
///
/// A view builds one when asked (rendering is on demand); `ScreenRenderer`
/// turns it into text. Tests assert on the structure or on the text.
public struct Screen: Sendable, Equatable {
    /// One line of content, in the order the view lists them.
    public enum Line: Sendable, Equatable {
        /// A numbered row of a list (`1. Toyota Corolla`).
        case row(number: Int, text: String)
        /// A labelled value (`Make: Toyota`).
        case field(label: String, value: String)
        /// A paragraph of text, wrapped to the width.
        case text(String)
        /// A notice about the module's state.
        case message(String, severity: Severity)
        /// An empty line.
        case blank
    }

    /// How a message is shown: errors stand out.
    public enum Severity: Sendable, Equatable {
        case info
        case error
    }

    /// A child module's screen shown inside a container's.
    public struct Embedded: Sendable, Equatable {
        public var slot: String
        public var screen: Screen
        public init(slot: String, screen: Screen) {
            self.slot = slot
            self.screen = screen
        }
    }

    public var title: String
    public var lines: [Line]
    /// The actions available on this screen; the runtime fills them in.
    public var actions: [ViewAction]
    /// Screens of embedded children, in slot order; the runtime fills them in.
    public var embedded: [Embedded]

    public init(title: String, lines: [Line] = [], actions: [ViewAction] = [], embedded: [Embedded] = []) {
        self.title = title
        self.lines = lines
        self.actions = actions
        self.embedded = embedded
    }

    /// The numbered rows, in order.
    public var rows: [(number: Int, text: String)] {
        lines.compactMap { if case .row(let number, let text) = $0 { return (number, text) } else { return nil } }
    }

    /// The labelled fields, in order.
    public var fields: [(label: String, value: String)] {
        lines.compactMap { if case .field(let label, let value) = $0 { return (label, value) } else { return nil } }
    }

    /// The messages, in order.
    public var messages: [(text: String, severity: Severity)] {
        lines.compactMap { if case .message(let text, let severity) = $0 { return (text, severity) } else { return nil } }
    }
}
