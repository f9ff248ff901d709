/// The way to Authorization, for any router whose module needs a login
/// (PostDetail's now; a profile or settings module's later): presents it
/// over the router's module and chains its output to the caller.
@MainActor
enum AuthorizationRoute {
    /// Presents Authorization over the module of `transitionHandler`; it
    /// reports to `output` and closes itself when done.
    static func openAuthorizationModule(
        from transitionHandler: (any TransitionHandler)?, output: any AuthorizationModuleOutput
    ) throws {
        try transitionHandler.required(by: "the module opening \(Authorization.key)").open(
            Authorization.key, style: .present, output: output)
    }
}
