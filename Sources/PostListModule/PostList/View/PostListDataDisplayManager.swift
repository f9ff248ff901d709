/// Shapes the post list's view model into screen lines: the rows, then
/// `Showing 1-20 of 1000` (or `No posts`, unless the first page is still
/// loading), then why a page failed to load, then any notice.
@MainActor
final class PostListDataDisplayManager {
    let cellObjectFactory: PostListCellObjectFactory

    init(cellObjectFactory: PostListCellObjectFactory) {
        self.cellObjectFactory = cellObjectFactory
    }

    func makeLines(for viewModel: PostListViewModel) -> [Screen.Line] {
        var lines: [Screen.Line] = []
        if let error = viewModel.status.error {
            lines.append(.message(error, severity: .error))
        } else if viewModel.status.total == 0 {
            if !viewModel.status.isLoading { lines.append(.text("No posts")) }
        } else {
            lines += cellObjectFactory.makeCellObjects(for: viewModel.rows).map { .row(number: $0.number, text: $0.text) }
            lines.append(.blank)
            let shown = viewModel.rows.isEmpty ? "0" : "1-\(viewModel.rows.count)"
            lines.append(.text("Showing \(shown) of \(viewModel.status.total)"))
        }
        if let loadError = viewModel.status.loadError {
            lines.append(.message(loadError, severity: .error))
        }
        if let message = viewModel.status.message {
            lines.append(.message(message, severity: .info))
        }
        return lines
    }
}
