/// PostList's input as the navigation log shows it (`{"feed":"news"}`), and
/// what stands for the list when its container is tested alone.
final class PostListInputRecord: ModuleInputRecord<any PostListModuleInput>, PostListModuleInput {
    func configure(withFeed feed: String) {
        record("feed", feed)
        forward { $0.configure(withFeed: feed) }
    }
}
