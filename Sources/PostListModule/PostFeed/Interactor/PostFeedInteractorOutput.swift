/// What PostFeed's interactor reports to its presenter.
@MainActor
protocol PostFeedInteractorOutput: AnyObject {
    func didObtainFeedNames(_ names: [String])
}
