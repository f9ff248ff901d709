/// The Catalog module's public face: the key it is registered and opened by.
public enum Catalog {
    public static let key = ModuleKey<any CatalogModuleInput>("Catalog")
}

/// Catalog takes no configuration; its input is the presenter as the runtime sees it.
@MainActor
public protocol CatalogModuleInput: ModuleInput {}
