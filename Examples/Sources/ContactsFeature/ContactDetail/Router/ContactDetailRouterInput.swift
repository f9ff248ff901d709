/// The transitions the ContactDetail presenter asks its router for.
@MainActor
protocol ContactDetailRouterInput: AnyObject {
    /// Closes ContactDetail, revealing the list below it.
    func closeCurrentModule() throws
}
