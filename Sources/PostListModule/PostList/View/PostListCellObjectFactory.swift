/// Turns the list's row view models into numbered cell objects:
/// `News post 1 · author1`, with ` · 2 likes` once a post has likes.
@MainActor
final class PostListCellObjectFactory {
    func makeCellObjects(for rows: [PostListViewModel.Row]) -> [PostCellObject] {
        rows.enumerated().map { offset, row in
            var text = "\(row.title) · \(row.author)"
            if row.likes > 0 { text += " · \(row.likes) like\(row.likes == 1 ? "" : "s")" }
            return PostCellObject(number: offset + 1, text: text)
        }
    }
}
