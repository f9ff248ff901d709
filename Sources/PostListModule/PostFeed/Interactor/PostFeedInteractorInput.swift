/// What PostFeed's presenter asks of its interactor.
@MainActor
protocol PostFeedInteractorInput: AnyObject {
    /// The catalog's feed names, through the output.
    func obtainFeedNames()
}
