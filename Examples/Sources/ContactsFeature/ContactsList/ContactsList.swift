/// The ContactsList module's public face: the key the shell and other modules open it by.
public enum ContactsList {
    public static let key = ModuleKey<any ContactsListModuleInput>("ContactsList")
}
