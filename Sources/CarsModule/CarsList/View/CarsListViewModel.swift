/// Everything the cars list shows, made by the presenter.
struct CarsListViewModel: Equatable {
    /// The rows' texts (`Toyota Corolla`), in the order they are numbered.
    var rows: [String]
    /// The search the rows are filtered by; empty for none.
    var query: String

    /// The row numbers shown, `1` to the number of rows, for completion.
    var rowNumbers: [String] {
        rows.indices.map { String($0 + 1) }
    }
}
