/// Authorization as its opener sees it: nothing to configure, an output to chain.
@MainActor
public protocol AuthorizationModuleInput: ModuleInput {}
