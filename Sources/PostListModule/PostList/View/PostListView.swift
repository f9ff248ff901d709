/// The post list's screen: numbered posts, how many of the feed are shown,
/// and the actions `more`, `refresh` and `select <n>`.
@MainActor
final class PostListView {
    var output: (any PostListViewOutput)!
    let dataDisplayManager: PostListDataDisplayManager
    private var viewModel = PostListViewModel(title: "Posts", rows: [], status: .init(total: 0))

    init(dataDisplayManager: PostListDataDisplayManager) {
        self.dataDisplayManager = dataDisplayManager
    }

    static let moreAction = ViewAction("more", help: "load the next page of posts")
    static let refreshAction = ViewAction("refresh", help: "go back to the first page")
    static let selectAction = ViewAction("select", [.integer("n", minimum: 1)], help: "open post n of the list")
}

// MARK: - TerminalView

extension PostListView: TerminalView {
    static let actions = [moreAction, refreshAction, selectAction]

    func makeScreen() -> Screen {
        Screen(title: viewModel.title, lines: dataDisplayManager.makeLines(for: viewModel))
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.moreAction.name:
            output.didTriggerMoreAction()
        case Self.refreshAction.name:
            output.didTriggerRefreshAction()
        case Self.selectAction.name:
            try output.didTriggerSelectAction(row: arguments.integer("n") ?? 0)
        default:
            throw ViewActionError("PostList has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func viewWillAppear() {
        output.didTriggerViewWillAppearEvent()
    }

    func suggestedValues(for parameter: ActionParameter, of action: ViewAction) -> [String] {
        guard action.name == Self.selectAction.name else { return [] }
        return (0..<min(viewModel.rows.count, 100)).map { String($0 + 1) }
    }
}

// MARK: - PostListViewInput

extension PostListView: PostListViewInput {
    func showPosts(_ viewModel: PostListViewModel) {
        self.viewModel = viewModel
    }

    func appendPosts(_ rows: [PostListViewModel.Row], status: PostListViewModel.Status) {
        viewModel.rows += rows
        viewModel.status = status
    }

    func updatePosts(_ rowsByIndex: [Int: PostListViewModel.Row]) {
        for (index, row) in rowsByIndex where viewModel.rows.indices.contains(index) {
            viewModel.rows[index] = row
        }
    }

    func showStatus(_ status: PostListViewModel.Status) {
        viewModel.status = status
    }
}
