/// PostFeed's own screen, `Feed: news` and the feeds there are; the
/// runtime adds the embedded list's screen and actions below it.
@MainActor
final class PostFeedView: Traceable {
    let output: any PostFeedViewOutput
    private var viewModel = PostFeedViewModel(feed: "", feedNames: [])

    init(output: any PostFeedViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension PostFeedView: TerminalView {
    static let actions: ViewActions<PostFeedView> = [
        .action("feed", .word("name"), help: "show another feed", suggest: { $0.viewModel.feedNames }) {
            try $0.output.didTriggerFeedAction(name: $1)
        }
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [.field(label: "Feeds", value: viewModel.feedNames.joined(separator: ", "))]
        if let error = viewModel.error { lines.append(.message(error, severity: .error)) }
        return Screen(title: "Feed: \(viewModel.feed)", lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - PostFeedViewInput

extension PostFeedView: PostFeedViewInput {
    func showFeed(_ viewModel: PostFeedViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
