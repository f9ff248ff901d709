/// The Inbox module's public face: the key the shell and other modules open it by.
public enum Inbox {
    public static let key = ModuleKey<any InboxModuleInput>("Inbox")
}
