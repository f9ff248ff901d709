import ViperRuntime

/// The order of the work that is ready at once during one command, as the
/// `schedule` command asks for it: whenever two or more jobs, timers or
/// sleepers are ready at the same virtual time, the one whose name ranks
/// first runs; equal ranks keep the scheduler's own order (oldest job first,
/// then timers by deadline and arming order).
///
/// Two ways to rank, one mechanism:
///
/// - `schedule "Catalog#1 (CatalogInteractor.obtainProducts)" "ProductDetail#2 (ProductDetailInteractor.toggleFavourite)"`:
///   named work in the order written, before all other work;
/// - `schedule random 7`: every name gets a rank drawn from its text and the
///   number (explore's priorities, see `ExploreSchedules`).
///
/// It remembers the names that took part in a choice, so explore can write
/// the named form that makes the same choices (`namedLine`), and whether any
/// choice differed from the scheduler's own order.
@MainActor
package final class WorkSchedule: ReadyWorkOrder {
    /// How names are ranked.
    package enum Priorities: Sendable, Equatable {
        /// These names first, in this order; every other name after them.
        case named([String])
        /// Each name ranked by a hash of its text and this number.
        case random(UInt64)
    }

    package let priorities: Priorities
    private let positions: [String: UInt64]
    /// The names that took part in a choice, with their ranks.
    private var competing: [String: UInt64] = [:]
    /// Whether some choice picked other work than the scheduler's own order would have.
    package private(set) var changedOrder = false
    /// How many choices were made (two or more pieces of work ready).
    package private(set) var choices = 0

    package init(_ priorities: Priorities) {
        self.priorities = priorities
        if case .named(let names) = priorities {
            positions = Dictionary(names.enumerated().map { ($0.element, UInt64($0.offset)) }, uniquingKeysWith: { first, _ in first })
        } else {
            positions = [:]
        }
    }

    /// Picks the first of `names` with the best (lowest) rank.
    package func next(among names: [String]) -> Int {
        choices += 1
        var best = 0
        var bestRank = rank(of: names[0])
        competing[names[0]] = bestRank
        for index in 1..<names.count {
            let rank = rank(of: names[index])
            competing[names[index]] = rank
            if rank < bestRank {
                best = index
                bestRank = rank
            }
        }
        if best != 0 { changedOrder = true }
        return best
    }

    /// A name's rank: its position when named, after every named one when not;
    /// for random priorities, a mix of the number and the name's bytes (FNV-1a
    /// then SplitMix64's finaliser), the same in every process.
    private func rank(of name: String) -> UInt64 {
        switch priorities {
        case .named: return positions[name] ?? .max
        case .random(let seed):
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
            hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 31)
        }
    }

    /// The `schedule` line that makes the same choices as this order made:
    /// the names that took part in a choice, best rank first; nil when every
    /// choice was the scheduler's own (the step runs the same without a line).
    package var namedLine: String? {
        guard changedOrder else { return nil }
        // Unnamed work keeps the scheduler's order among itself: it stays unnamed.
        let names = competing.filter { $0.value != .max }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
        return Self.line(.named(names))
    }

    /// `schedule "A" "B"` or `schedule random 7`.
    package static func line(_ priorities: Priorities) -> String {
        switch priorities {
        case .named(let names): return (["schedule"] + names.map { Tokenizer.quoted($0, alwaysQuoted: true) }).joined(separator: " ")
        case .random(let seed): return "schedule random \(seed)"
        }
    }
}
