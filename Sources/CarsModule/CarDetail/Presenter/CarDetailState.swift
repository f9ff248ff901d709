/// What the CarDetail presenter remembers: a plain value with no behaviour.
struct CarDetailState: Equatable {
    /// The id the module was configured with.
    var carId = ""
    /// The car, once obtained; nil while unknown, when not found, or after deletion.
    var car: Car?
    /// Whether the car is being read.
    var isLoading = false
    /// Whether this module deleted the car.
    var isDeleted = false
    /// Why the last read or delete failed, until the next one.
    var error: String?
}
