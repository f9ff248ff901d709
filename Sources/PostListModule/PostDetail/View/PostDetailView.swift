/// PostDetail's screen: the post's title, author, id, body and
/// `Likes: <n>`, or `Post not found`; the action `like`.
@MainActor
final class PostDetailView {
    var output: (any PostDetailViewOutput)!
    private var viewModel = PostDetailViewModel()

    static let likeAction = ViewAction("like", help: "like the post (asks for a login first)")
}

// MARK: - TerminalView

extension PostDetailView: TerminalView {
    static let actions = [likeAction]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = []
        var title = "Post"
        if let content = viewModel.content {
            title = content.title
            lines = [
                .field(label: "Author", value: content.author),
                .field(label: "Id", value: content.id),
                .text(content.body),
                .blank,
                .text("Likes: \(content.likes)"),
            ]
        } else {
            lines = [.message(PostDetailPresenter.notFoundMessage, severity: .error)]
        }
        if let error = viewModel.error { lines.append(.message(error, severity: .error)) }
        return Screen(title: title, lines: lines)
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.likeAction.name:
            try output.didTriggerLikeAction()
        default:
            throw ViewActionError("PostDetail has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func viewWillAppear() {
        output.didTriggerViewWillAppearEvent()
    }
}

// MARK: - PostDetailViewInput

extension PostDetailView: PostDetailViewInput {
    func showPost(_ viewModel: PostDetailViewModel) {
        self.viewModel = viewModel
    }
}
