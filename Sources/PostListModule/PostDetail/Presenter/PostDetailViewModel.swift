/// What PostDetail's screen shows, made by the presenter.
struct PostDetailViewModel: Equatable {
    /// The shown post's fields; nil when the post was not found.
    struct Content: Equatable {
        var id: String
        var title: String
        var author: String
        var body: String
        var likes: Int
    }

    var content: Content?
    var error: String?
}
