/// PostDetail's screen: the post's title, author, id, body and
/// `Likes: <n>`, or `Post not found`; the action `like`.
@MainActor
final class PostDetailView: Traceable {
    let output: any PostDetailViewOutput
    private var viewModel = PostDetailViewModel()

    init(output: any PostDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension PostDetailView: TerminalView {
    static let actions: ViewActions<PostDetailView> = [
        .action("like", help: "like the post (asks for a login first)") { try $0.output.didTriggerLikeAction() }
    ]

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
        trace()
        self.viewModel = viewModel
    }
}
