/// What Authorization reports to the module that opened it, just before it closes.
@MainActor
public protocol AuthorizationModuleOutput: ModuleOutput {
    /// The user logged in.
    func didPerformLoginWithSuccess()
    /// The user gave up.
    func didCancelLogin()
}
