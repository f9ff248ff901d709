/// Where PostDetail can go.
@MainActor
protocol PostDetailRouterInput: AnyObject {
    /// Presents Authorization, reporting to `output`.
    func openAuthorizationModule(output: any AuthorizationModuleOutput) throws
}
