/// Where the post list can go.
@MainActor
protocol PostListRouterInput: AnyObject {
    /// Pushes PostDetail for `postId` (through the container's stack when the list is embedded).
    func openPostDetailModule(postId: String) throws
}
