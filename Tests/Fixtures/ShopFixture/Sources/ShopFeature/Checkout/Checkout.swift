/// The Checkout module's public face: the key the catalog pushes it by.
public enum Checkout {
    public static let key = ModuleKey<any CheckoutModuleInput>("Checkout")
}

/// Checkout takes no configuration: each one gets a new checkout id when it opens.
@MainActor
public protocol CheckoutModuleInput: ModuleInput {}
