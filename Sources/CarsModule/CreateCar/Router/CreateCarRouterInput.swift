/// The transitions the CreateCar presenter asks its router for.
@MainActor
protocol CreateCarRouterInput: AnyObject {
    /// Closes CreateCar, revealing the module below it.
    func closeCurrentModule()
}
