/// The way to Authorization, for any router whose module needs a login
/// (PostDetail's now; a profile or settings module's later): presents it
/// over the router's module and chains its output to the caller.
@MainActor
enum AuthorizationRoute {
    /// The registered name of the module it opens.
    static let moduleName = "Authorization"

    /// Presents Authorization over the module of `transitionHandler`; it
    /// reports to `output` and closes itself when done.
    static func openAuthorizationModule(
        from transitionHandler: (any TransitionHandler)?, output: any AuthorizationModuleOutput
    ) throws {
        guard let transitionHandler else { throw TransitionError.frameClosed("the module opening \(moduleName)") }
        try transitionHandler.openModule(moduleName, as: (any AuthorizationModuleInput).self, style: .present, output: output) { _ in }
    }
}
