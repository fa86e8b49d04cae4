/// The situations declaration of the exploration layer: a model that names the situation a
/// table's model is in before each row, in a reader's words (`error shown: cursor stall`,
/// `record 1 saving, needs sync`), so that `rulebook coverage` can tell which situations
/// meet which verbs in the specs, and which pairs no table describes.
///
/// A situation is one of a small, finite set. A model that also explores
/// (`ModelWithExploration`) names the situation of its explored states with
/// `ModelExploration.situation`, in the same words: the reachable pairs are those the
/// explorer meets. A model that does not explore lists its situations in `situations`, and
/// every situation with every verb counts as reachable.
public protocol ModelWithSituations: RulebookModel {
    /// The situation this table's model is in now (before the next row).
    var situation: String { get }

    /// Every situation, in the order a coverage matrix lists them. Optional for a model that
    /// explores (its explored states give them).
    static var situations: [String] { get }
}

extension ModelWithSituations {
    public static var situations: [String] { [] }
}

extension RulebookModel {
    /// The model's situation, when it declares situations.
    var declaredSituation: String? { (self as? any ModelWithSituations)?.situation }
}
