/// What PostFeed's own screen shows (the embedded list adds its own screen).
struct PostFeedViewModel: Equatable {
    var feed: String
    var feedNames: [String]
    var error: String?
}
