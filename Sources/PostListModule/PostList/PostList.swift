/// The PostList module's public face: the key a container embeds it by.
public enum PostList {
    public static let key = ModuleKey<any PostListModuleInput>("PostList", output: (any PostListModuleOutput).self)
}
