/// The transitions the CarDetail presenter asks its router for.
@MainActor
protocol CarDetailRouterInput: AnyObject {
    /// Closes CarDetail, revealing the module below it.
    func closeCurrentModule()
}
