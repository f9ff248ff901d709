import ShopFeature
import ViperShellKit

extension ShellConfiguration {
    /// The shop shell: the Shop feature with the standard commands, built with `bugs`.
    public static func shopShell(bugs: ShopFeature.PlantedBugs) -> ShellConfiguration {
        ShellConfiguration(name: "shop-shell") { registry, services in
            try ShopFeature.register(in: registry, services: services, bugs: bugs)
        }
    }
}
