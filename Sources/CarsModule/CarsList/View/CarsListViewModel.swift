/// Everything the cars list shows, made by the presenter.
struct CarsListViewModel: Equatable {
    var rows: [CarViewModel]
    /// The search the rows are filtered by; empty for none.
    var query: String
}
