/// The Authorization module's public face: the key any module needing a login presents it by.
public enum Authorization {
    public static let key = ModuleKey<any AuthorizationModuleInput>(
        "Authorization", output: (any AuthorizationModuleOutput).self)
}
