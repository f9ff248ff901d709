import Foundation
import ShopFeature
import ShopShell
import ViperShellCLI
import ViperShellKit

// The shop shell: the whole front end over the Shop feature. SHOP_BUGS picks the
// planted bugs: all (the default), none (the fixed feature), or some of stale,
// double, retry separated by commas.
let named = ProcessInfo.processInfo.environment["SHOP_BUGS"] ?? "all"
guard let bugs = ShopFeature.PlantedBugs(naming: named) else {
    FileHandle.standardError.write(Data("shop-shell: SHOP_BUGS must be all, none, or some of stale,double,retry; got '\(named)'\n".utf8))
    exit(2)
}
ShellCLI(configuration: .shopShell(bugs: bugs), version: "1.0.0").main()
