/// The PostFeed module's public face: the key it is opened by.
public enum PostFeed {
    public static let key = ModuleKey<any PostFeedModuleInput>("PostFeed")
}
