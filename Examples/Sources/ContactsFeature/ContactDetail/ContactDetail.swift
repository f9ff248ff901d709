/// The ContactDetail module's public face: the key the list pushes it by.
public enum ContactDetail {
    public static let key = ModuleKey<any ContactDetailModuleInput>("ContactDetail")
}
