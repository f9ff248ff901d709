/// What the post list's presenter asks of its interactor; answers come back
/// through `PostListInteractorOutput`.
@MainActor
protocol PostListInteractorInput: AnyObject {
    /// The catalog's feed names (for checking a `feed=` parameter).
    var feedNames: [String] { get }

    /// Loads page 1 of `feed`, cancelling a load under way.
    func obtainFirstPage(ofFeed feed: String)

    /// Loads the page after the `loadedCount` posts the list has, cancelling a load under way.
    func obtainNextPage(ofFeed feed: String, loadedCount: Int)

    /// The current likes of the liked posts among the `loadedCount` loaded.
    func obtainLikes(ofFeed feed: String, loadedCount: Int)
}
