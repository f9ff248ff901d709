/// The PostDetail module's public face: the key a list pushes it by.
public enum PostDetail {
    public static let key = ModuleKey<any PostDetailModuleInput>("PostDetail")
}
