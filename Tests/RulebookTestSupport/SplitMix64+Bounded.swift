import RulebookModels

extension SplitMix64 {
    /// A number in `0..<bound` (0 for an empty range): the generated tables' dice.
    package mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
