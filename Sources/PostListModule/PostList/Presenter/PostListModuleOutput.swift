/// What a post list reports to its container: what it shows now, after every
/// load, so a container such as PostFeed can mirror it.
@MainActor
public protocol PostListModuleOutput: ModuleOutput {
    func didUpdatePostList(_ summary: PostListSummary)
}
