import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct PostListViewTests {
    let output = RecordingPostListViewOutput()
    let view: PostListView

    init() {
        view = PostListView(output: output, dataDisplayManager: PostListDataDisplayManager(cellObjectFactory: PostListCellObjectFactory()))
    }

    private func perform(_ name: String, _ words: [String] = []) throws {
        try view.performAction(name, words)
    }

    @Test func declaresMoreRefreshAndSelect() {
        #expect(PostListView.actions.declarations.map(\.usage) == ["more", "refresh", "select <n>"])
    }

    @Test func actionsCallTheMatchingOutputMethods() throws {
        try perform("more")
        try perform("refresh")
        try perform("select", ["3"])

        #expect(output.events == ["more", "refresh", "select 3"])
    }

    @Test func selectRejectsRowZeroBeforeTheOutputSeesIt() {
        #expect(throws: ActionArgumentError.self) { try perform("select", ["0"]) }
        #expect(output.events.isEmpty)
    }

    @Test func selectPassesTheOutputsErrorOn() {
        output.selectError = ViewActionError("no post 9")

        #expect(throws: ViewActionError("no post 9")) { try perform("select", ["9"]) }
    }

    @Test func lifecycleEventsReachTheOutput() {
        view.viewDidLoad()
        view.viewWillAppear()

        #expect(output.events == ["ready", "willAppear"])
    }

    @Test func screenShowsTheViewModel() {
        view.showPosts(PostListViewModel(title: "Posts: news", rows: [.init(title: "News post 1", author: "author1", likes: 0)], status: .init(total: 1000)))

        let screen = view.makeScreen()

        #expect(screen.title == "Posts: news")
        #expect(screen.rows.first?.text == "News post 1 · author1")
        #expect(screen.lines.contains(.text("Showing 1-1 of 1000")))
    }

    @Test func selectSuggestsTheShownRowNumbers() throws {
        view.showPosts(PostListViewModel(title: "t", rows: Array(repeating: .init(title: "a", author: "b", likes: 0), count: 3), status: .init(total: 3)))

        #expect(try view.suggestedValues(forAction: "select", parameterAt: 0) == ["1", "2", "3"])
    }

    @Test func appendedRowsFollowTheShownOnes() {
        view.showPosts(PostListViewModel(title: "t", rows: [.init(title: "A", author: "a", likes: 0)], status: .init(total: 3)))

        view.appendPosts([.init(title: "B", author: "b", likes: 0)], status: .init(total: 3, message: "m"))

        let screen = view.makeScreen()
        #expect(screen.rows.map(\.text) == ["A · a", "B · b"])
        #expect(screen.messages.map(\.text) == ["m"])
    }

    @Test func updatedRowsReplaceThoseAtTheirIndexes() {
        view.showPosts(PostListViewModel(title: "t", rows: [.init(title: "A", author: "a", likes: 0), .init(title: "B", author: "b", likes: 0)], status: .init(total: 2)))

        view.updatePosts([1: .init(title: "B", author: "b", likes: 1), 5: .init(title: "X", author: "x", likes: 1)])

        #expect(view.makeScreen().rows.map(\.text) == ["A · a", "B · b · 1 like"])
    }

    @Test func statusChangesKeepTheRows() {
        view.showPosts(PostListViewModel(title: "t", rows: [.init(title: "A", author: "a", likes: 0)], status: .init(total: 1)))

        view.showStatus(.init(total: 1, message: "No more posts"))

        #expect(view.makeScreen().rows.count == 1)
        #expect(view.makeScreen().messages.map(\.text) == ["No more posts"])
    }
}
