import Testing
@testable import PostListModule

@Suite @MainActor
struct PostListDataDisplayManagerTests {
    let manager = PostListDataDisplayManager(cellObjectFactory: PostListCellObjectFactory())

    private func rows(_ count: Int) -> [PostListViewModel.Row] {
        (1...count).map { .init(title: "News post \($0)", author: "author\($0 % 7)", likes: 0) }
    }

    @Test func rowsThenTheShowingLine() {
        let lines = manager.makeLines(for: PostListViewModel(title: "t", rows: rows(20), status: .init(total: 1000)))

        #expect(lines.first == .row(number: 1, text: "News post 1 · author1"))
        #expect(lines[19] == .row(number: 20, text: "News post 20 · author6"))
        #expect(lines.suffix(2) == [.blank, .text("Showing 1-20 of 1000")])
    }

    @Test func anEmptyFeedSaysNoPosts() {
        let lines = manager.makeLines(for: PostListViewModel(title: "t", rows: [], status: .init(total: 0)))

        #expect(lines == [.text("No posts")])
    }

    @Test func theMessageComesLast() {
        let lines = manager.makeLines(for: PostListViewModel(title: "t", rows: rows(2), status: .init(total: 2, message: "No more posts")))

        #expect(lines.last == .message("No more posts", severity: .info))
    }

    @Test func anErrorReplacesTheRows() {
        let lines = manager.makeLines(for: PostListViewModel(title: "t", rows: [], status: .init(total: 0, error: "No feed named x")))

        #expect(lines == [.message("No feed named x", severity: .error)])
    }
}

@Suite @MainActor
struct PostListCellObjectFactoryTests {
    let factory = PostListCellObjectFactory()

    @Test func rowsAreNumberedFromOneWithTitleAndAuthor() {
        let cells = factory.makeCellObjects(for: [.init(title: "News post 1", author: "author1", likes: 0), .init(title: "News post 2", author: "author2", likes: 0)])

        #expect(cells == [PostCellObject(number: 1, text: "News post 1 · author1"), PostCellObject(number: 2, text: "News post 2 · author2")])
    }

    @Test func likesAreShownOnceThereAreAny() {
        let cells = factory.makeCellObjects(for: [.init(title: "A", author: "b", likes: 1), .init(title: "C", author: "d", likes: 2)])

        #expect(cells.map(\.text) == ["A · b · 1 like", "C · d · 2 likes"])
    }
}
