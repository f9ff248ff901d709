/// PostFeed's own screen, `Feed: news` and the feeds there are; the
/// runtime adds the embedded list's screen and actions below it.
@MainActor
final class PostFeedView {
    var output: (any PostFeedViewOutput)!
    private var viewModel = PostFeedViewModel(feed: "", feedNames: [])

    static let feedAction = ViewAction("feed", [ActionParameter("name")], help: "show another feed")
}

// MARK: - TerminalView

extension PostFeedView: TerminalView {
    static let actions = [feedAction]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [.field(label: "Feeds", value: viewModel.feedNames.joined(separator: ", "))]
        if let error = viewModel.error { lines.append(.message(error, severity: .error)) }
        return Screen(title: "Feed: \(viewModel.feed)", lines: lines)
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.feedAction.name:
            try output.didTriggerFeedAction(name: arguments.text("name") ?? "")
        default:
            throw ViewActionError("PostFeed has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func suggestedValues(for parameter: ActionParameter, of action: ViewAction) -> [String] {
        action.name == Self.feedAction.name ? viewModel.feedNames : []
    }
}

// MARK: - PostFeedViewInput

extension PostFeedView: PostFeedViewInput {
    func showFeed(_ viewModel: PostFeedViewModel) {
        self.viewModel = viewModel
    }
}
