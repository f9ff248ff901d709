/// How PostFeed is set up: the feed its embedded list starts with.
@MainActor
public protocol PostFeedModuleInput: ModuleInput {
    /// Starts with `feed`; throws `invalidParameter` naming the known feeds for an unknown one.
    func configure(withFeed feed: String) throws(ModuleWiringError)
}
