/// One row of the cars list: what the row shows (`Toyota Corolla`) and which car it is.
struct CarViewModel: Equatable {
    var id: String
    var title: String
}
