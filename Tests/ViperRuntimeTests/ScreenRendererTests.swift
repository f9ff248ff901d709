import Testing
@testable import ViperRuntime

@Suite("Screen renderer")
struct ScreenRendererTests {
    private let screen = Screen(
        title: "Cars",
        lines: [.row(number: 1, text: "Toyota Corolla"), .row(number: 10, text: "Honda Civic"),
                .field(label: "Make", value: "Ford"), .field(label: "Trim", value: "GT"),
                .message("make is required", severity: .error), .message("No cars", severity: .info)],
        actions: [ViewAction("select", [.integer("n")], help: ""), ViewAction("create", help: "")])

    @Test("a screen renders as title, underline, content and actions")
    func layout() {
        let text = ScreenRenderer(width: 80, color: false).render(screen)

        #expect(text == """
            Cars
            ====
             1. Toyota Corolla
            10. Honda Civic
            Make: Ford
            Trim: GT
            ! make is required
            No cars

            Actions: select <n>, create
            """)
    }

    @Test("control characters and escape sequences in data are shown escaped")
    func escaping() {
        let hostile = Screen(title: "T\u{1B}[2J", lines: [.text("a\u{07}b\u{9B}c\u{202E}d\ne"), .row(number: 1, text: "Zoë 🚗")])

        let text = ScreenRenderer(width: 80, color: true).render(hostile)

        #expect(!text.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
        #expect(text.contains("T\\u{1B}[2J"))
        #expect(text.contains("a\\u{7}b\\u{9B}c\\u{202E}d\\u{A}e"))
        #expect(text.contains("1. Zoë 🚗"))
    }

    @Test("without colour there are no escape codes; with colour the title and errors are styled")
    func colour() {
        let plain = ScreenRenderer(width: 80, color: false).render(screen)
        let coloured = ScreenRenderer(width: 80, color: true).render(screen)

        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1mCars\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m! make is required\u{1B}[0m"))
    }

    @Test("long text wraps at blanks to the width, and unbroken words are cut")
    func wrapping() {
        let long = Screen(title: "T", lines: [.text("one two three four five six"), .field(label: "Id", value: String(repeating: "x", count: 30))])

        let lines = ScreenRenderer(width: 20, color: false).renderLines(long)

        #expect(lines == ["T", "=", "one two three four", "five six", "Id: xxxxxxxxxxxxxxxx", "    xxxxxxxxxxxxxx"])
        #expect(lines.allSatisfy { $0.count <= 20 })
    }

    @Test("a 1 MiB word of accented letters is cut into lines of the width, every character kept, in order")
    func hugeWordIsCutWhole() {
        let word = String(repeating: "é", count: 1 << 20)
        let lines = ScreenRenderer(width: 80, color: false).renderLines(Screen(title: "T", lines: [.field(label: "Make", value: word)]))
        let body = lines.dropFirst(2)
        #expect(body.first?.hasPrefix("Make: é") == true)
        #expect(body.allSatisfy { $0.count <= 80 })
        #expect(body.dropFirst().allSatisfy { $0.hasPrefix("      é") })
        #expect(body.map { $0.dropFirst(6) }.joined() == word)
        #expect(body.count == ((1 << 20) + 73) / 74)
    }

    @Test("an embedded child's screen follows its container's, underlined with dashes")
    func embedded() {
        let container = Screen(
            title: "Feed: news", lines: [],
            actions: [ViewAction("more", help: "")],
            embedded: [.init(slot: "list", screen: Screen(title: "Posts", lines: [.text("Showing 1-20 of 1000")]))])

        #expect(ScreenRenderer().render(container) == """
            Feed: news
            ==========

            Posts
            -----
            Showing 1-20 of 1000

            Actions: more
            """)
    }
}

@Suite("Screen renderer: blanks")
struct ScreenRendererBlankTests {
    @Test("an empty field value leaves no trailing blanks")
    func noTrailingBlanks() {
        let lines = ScreenRenderer().renderLines(Screen(title: "New car", lines: [.field(label: "Make", value: ""), .field(label: "Model", value: "")]))

        #expect(lines == ["New car", "=======", "Make:", "Model:"])
    }

    @Test("trailing blanks go after any text, blanks joined to a combining mark stay, and all-blank lines become empty")
    func trailingBlanksAfterAnyText() {
        let lines = ScreenRenderer().renderLines(Screen(title: "Größe  ", lines: [
            .text("é   "), .text("x\u{301}  "), .text("a \u{301}"), .text("   "), .field(label: "Größe", value: ""),
        ]))

        #expect(lines == ["Größe", "=======", "é", "x\u{301}", "a \u{301}", "", "Größe:"])
    }

    @Test("actions that fit on one line are each styled when colour is on")
    func colouredActionsOnOneLine() {
        let screen = Screen(title: "Cars", actions: [ViewAction("select", [.integer("n")], help: ""), ViewAction("create", help: "")])

        #expect(ScreenRenderer(width: 80, color: true).renderLines(screen).last
            == "Actions: \u{1B}[36mselect <n>\u{1B}[0m, \u{1B}[36mcreate\u{1B}[0m")
        #expect(ScreenRenderer(width: 80, color: false).renderLines(screen).last == "Actions: select <n>, create")
    }

    @Test("at a narrow width the actions fit: the comma counts, and an action longer than a line is cut (found by explore)")
    func actionsFitANarrowWidth() {
        let actions = [
            ViewAction("select", [.integer("n")], help: ""), ViewAction("create", help: ""),
            ViewAction("search", [ActionParameter("text", optional: true, variadic: true)], help: ""),
            ViewAction("login", [ActionParameter("user"), ActionParameter("password")], help: ""),
        ]
        for width in [20, 24, 33, 80] {
            let lines = ScreenRenderer(width: width, color: false).renderLines(Screen(title: "Cars", actions: actions))
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
            #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
                .contains("select <n>, create, search [text...], login <user> <password>"))
            let colored = ScreenRenderer(width: width, color: true).renderLines(Screen(title: "Cars", actions: actions))
            #expect(colored.count == lines.count)
        }
        #expect(ScreenRenderer(width: 20, color: false).renderLines(Screen(title: "Cars", actions: Array(actions.prefix(3)))) == [
            "Cars", "====", "", "Actions: select <n>,", "         create,", "         search", "         [text...]",
        ])
    }
}
