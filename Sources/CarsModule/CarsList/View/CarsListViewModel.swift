/// Everything the cars list shows, made by the presenter.
struct CarsListViewModel: Equatable {
    /// The rows' texts (`Toyota Corolla`), in the order they are numbered.
    var rows: [String]
    /// The search the rows are filtered by; empty for none.
    var query: String
    /// A note below the rows while the cars load (`Loading cars...`).
    var notice: String?
    /// Why the cars could not be loaded; the list then offers `retry`.
    var error: String?

    init(rows: [String], query: String, notice: String? = nil, error: String? = nil) {
        self.rows = rows
        self.query = query
        self.notice = notice
        self.error = error
    }

    /// The row numbers shown, `1` to the number of rows, for completion.
    var rowNumbers: [String] {
        rows.indices.map { String($0 + 1) }
    }
}
