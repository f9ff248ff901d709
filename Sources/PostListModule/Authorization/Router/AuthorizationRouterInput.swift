/// Where the login screen can go: away.
@MainActor
protocol AuthorizationRouterInput: AnyObject {
    /// Closes the login screen, revealing the module that opened it.
    func closeCurrentModule()
}
