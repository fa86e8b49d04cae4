/// A word a verb's `result?` may show, named once and used both where the verb declares its
/// outcomes (`outcomes: [.outcome(.accepted), .outcome(.ignored)]`) and where its handler
/// returns one (`return .done(.outcome(.accepted))`).
///
/// A model names its own words the same way: `extension Outcome { static let sent =
/// Outcome("sent") }`.
public struct Outcome: Sendable, Hashable, CustomStringConvertible {
    /// The word, normalized (lower case, single spaces).
    public let word: String

    /// An outcome word.
    public init(_ word: String) {
        self.word = Keyword.normalize(word)
    }

    /// The word, as a table writes it.
    public var description: String { word }

    /// The event was taken (an answer that was current, a change applied).
    public static let accepted = Outcome("accepted")
    /// The event changed nothing (a stale answer, a load while one is in flight).
    public static let ignored = Outcome("ignored")
    /// The model refused the event as invalid; every verb may give it.
    public static let rejected = Outcome("rejected")
    /// A write started and is in flight.
    package static let saving = Outcome("saving")
    /// Nothing was delivered.
    package static let nothing = Outcome("nothing")
}

extension ObservedValue {
    /// An outcome word as a row's result: `.done(.outcome(.accepted))`.
    public static func outcome(_ outcome: Outcome) -> ObservedValue {
        .keyword(outcome.word)
    }
}

extension ColumnType.Form {
    /// An outcome word as a form of `result?`: `outcomes: [.outcome(.accepted)]`.
    public static func outcome(_ outcome: Outcome) -> ColumnType.Form {
        .word(outcome.word)
    }
}
