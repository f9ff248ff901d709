/// How a container, or the shell, sets up a post list: the feed it pages through.
@MainActor
public protocol PostListModuleInput: ModuleInput {
    /// Shows `feed` from its first page. The list of an unknown feed is empty
    /// and says so.
    func configure(withFeed feed: String)
}
