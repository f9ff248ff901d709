/// One row of the post list as the screen shows it: its number and its text.
struct PostCellObject: Equatable {
    var number: Int
    var text: String
}
