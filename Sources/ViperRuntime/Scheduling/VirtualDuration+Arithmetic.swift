/// Arithmetic on virtual durations.
///
/// Every operation saturates: a result past `Int64`'s range is clamped to
/// `VirtualDuration.max` or `VirtualDuration.min` instead of trapping, so a
/// huge timeout typed in a script can never crash a session.
extension VirtualDuration {
    /// The longest duration; sums that would pass it stop here.
    public static let max = VirtualDuration(milliseconds: .max)
    /// The most negative duration; differences that would pass it stop here.
    public static let min = VirtualDuration(milliseconds: .min)

    /// The sum, clamped to `min`...`max`.
    public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
        guard overflow else { return VirtualDuration(milliseconds: sum) }
        return rhs.milliseconds > 0 ? .max : .min
    }

    /// The difference, clamped to `min`...`max`.
    public static func - (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        let (difference, overflow) = lhs.milliseconds.subtractingReportingOverflow(rhs.milliseconds)
        guard overflow else { return VirtualDuration(milliseconds: difference) }
        return rhs.milliseconds < 0 ? .max : .min
    }

    /// The duration `factor` times over, clamped to `min`...`max`.
    public static func * (lhs: VirtualDuration, factor: Int64) -> VirtualDuration {
        let (product, overflow) = lhs.milliseconds.multipliedReportingOverflow(by: factor)
        guard overflow else { return VirtualDuration(milliseconds: product) }
        return (lhs.milliseconds < 0) == (factor < 0) ? .max : .min
    }

    /// The duration `factor` times over, clamped to `min`...`max`.
    public static func * (factor: Int64, rhs: VirtualDuration) -> VirtualDuration { rhs * factor }

    /// Adds `rhs` to `lhs`, saturating like `+`.
    public static func += (lhs: inout VirtualDuration, rhs: VirtualDuration) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`, saturating like `-`.
    public static func -= (lhs: inout VirtualDuration, rhs: VirtualDuration) { lhs = lhs - rhs }
}
