/// The CarsList module's public face: the key other modules and the shell open it by.
public enum CarsList {
    /// CarsList takes no configuration and reports nothing back.
    public static let key = ModuleKey<any CarsListModuleInput>("CarsList")
}
