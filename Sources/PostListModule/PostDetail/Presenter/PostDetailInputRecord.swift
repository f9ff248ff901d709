/// PostDetail's input as the navigation log shows it (`{"postId":"news-7"}`),
/// and what stands for the detail when the list is tested alone.
final class PostDetailInputRecord: ModuleInputRecord<any PostDetailModuleInput>, PostDetailModuleInput {
    func configure(withPostId postId: String) {
        record("postId", postId)
        forward { $0.configure(withPostId: postId) }
    }
}
