/// The post list's screen: numbered posts, how many of the feed are shown,
/// and the actions `more`, `refresh` and `select <n>`.
@MainActor
final class PostListView: Traceable {
    let output: any PostListViewOutput
    let dataDisplayManager: PostListDataDisplayManager
    private var viewModel = PostListViewModel(title: "Posts", rows: [], status: .init(total: 0))

    init(output: any PostListViewOutput, dataDisplayManager: PostListDataDisplayManager) {
        self.output = output
        self.dataDisplayManager = dataDisplayManager
    }
}

// MARK: - TerminalView

extension PostListView: TerminalView {
    static let actions: ViewActions<PostListView> = [
        .action("more", help: "load the next page of posts") { $0.output.didTriggerMoreAction() },
        .action("refresh", help: "go back to the first page") { $0.output.didTriggerRefreshAction() },
        .action("select", .row(), help: "open post n of the list", suggest: { $0.shownRowNumbers }) {
            try $0.output.didTriggerSelectAction(row: $1)
        },
    ]

    func makeScreen() -> Screen {
        Screen(title: viewModel.title, lines: dataDisplayManager.makeLines(for: viewModel))
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func viewWillAppear() {
        output.didTriggerViewWillAppearEvent()
    }

    /// The first 100 row numbers shown, for completion.
    private var shownRowNumbers: [String] {
        (0..<min(viewModel.rows.count, 100)).map { String($0 + 1) }
    }
}

// MARK: - PostListViewInput

extension PostListView: PostListViewInput {
    func showPosts(_ viewModel: PostListViewModel) {
        trace()
        self.viewModel = viewModel
    }

    func appendPosts(_ rows: [PostListViewModel.Row], status: PostListViewModel.Status) {
        trace()
        viewModel.rows += rows
        viewModel.status = status
    }

    func updatePosts(_ rowsByIndex: [Int: PostListViewModel.Row]) {
        trace()
        for (index, row) in rowsByIndex where viewModel.rows.indices.contains(index) {
            viewModel.rows[index] = row
        }
    }

    func showStatus(_ status: PostListViewModel.Status) {
        trace()
        viewModel.status = status
    }
}
