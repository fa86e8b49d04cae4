/// A situation met by a verb: what `rulebook coverage` counts.
package struct BehaviourPair: Hashable, Sendable, Codable {
    package let situation: String
    package let verb: String

    package init(situation: String, verb: String) {
        self.situation = situation
        self.verb = verb
    }
}

/// A row of a spec that applied a verb in a situation.
package struct CoveringRow: Hashable, Sendable, Codable {
    package let path: String
    package let line: Int
    /// The rule (nearest heading) of the row's table, if any.
    package let rule: String?
    package let anchor: String?
}

/// One pair of a model: whether the model can reach it, the rows that cover it, and for a
/// reachable pair no row covers, the table that would.
package struct PairCoverage: Sendable, Codable, Equatable {
    package let pair: BehaviourPair
    package internal(set) var isReachable: Bool
    package internal(set) var rows: [CoveringRow]
    /// A fenced table that reaches the situation and applies the verb (uncovered pairs).
    package internal(set) var suggestion: String?
    /// Why the suggestion's expectations are blank, or why there is none.
    package internal(set) var note: String?

    package var isCovered: Bool { !rows.isEmpty }
}

/// How much of one model's behaviour the specs describe.
package struct ModelCoverage: Sendable, Codable, Equatable {
    package let model: String
    /// Where the reachable pairs come from: `explored to depth 4`, or `every declared
    /// situation with every verb`.
    package internal(set) var reachableFrom: String
    /// How many events the search went (`nil` for a model that does not explore).
    package internal(set) var searchDepth: Int?
    /// Whether the search stopped short of the depth it was asked for, at
    /// `CoverageRunner.maximumStates` states.
    package internal(set) var searchStopped: Bool?
    /// The rows of the model's longest table in the specs.
    package internal(set) var longestTable: Int?
    /// How many rows of the specs applied their event after more events than the search
    /// went (`searchDepth`): the pairs they cover may be missing from the reachable ones.
    package internal(set) var rowsBeyondSearch: Int?
    /// The matrix's rows and columns, in order.
    package internal(set) var situations: [String]
    package internal(set) var verbs: [String]
    /// Every pair reachable or covered, reachable ones first in the order found.
    package internal(set) var pairs: [PairCoverage]

    /// The reachable pairs.
    package var reachable: [PairCoverage] { pairs.filter(\.isReachable) }
    /// The reachable pairs some row covers.
    package var covered: [PairCoverage] { reachable.filter(\.isCovered) }
    /// The reachable pairs no row covers.
    package var uncovered: [PairCoverage] { reachable.filter { !$0.isCovered } }

    /// Covered reachable pairs, in percent (100 when nothing is reachable).
    package var percent: Double {
        let total = reachable.count
        return total == 0 ? 100 : Double(covered.count) * 100 / Double(total)
    }

    /// The pair's entry, if the model reaches it or a row covers it.
    package func pair(_ situation: String, _ verb: String) -> PairCoverage? {
        pairs.first { $0.pair.situation == situation && $0.pair.verb == verb }
    }
}

/// The reachable pairs one rule's tables cover.
package struct RuleCoverage: Sendable, Codable, Equatable {
    package let path: String
    package let anchor: String
    package let title: String
    package let model: String
    package internal(set) var pairs: [BehaviourPair]
}

/// What `rulebook coverage` found: per model and per rule.
package struct CoverageResult: Sendable, Codable, Equatable {
    package internal(set) var models: [ModelCoverage]
    package internal(set) var rules: [RuleCoverage]
    /// Whether every table and checklist item of the run passed.
    package internal(set) var specsPass: Bool

    /// Covered reachable pairs of all models, in percent.
    package var percent: Double {
        let total = models.reduce(0) { $0 + $1.reachable.count }
        let covered = models.reduce(0) { $0 + $1.covered.count }
        return total == 0 ? 100 : Double(covered) * 100 / Double(total)
    }

    /// The lowest percentage of any model.
    package var lowestPercent: Double { models.map(\.percent).min() ?? 100 }

    /// Shards' coverage as one: covering rows and reachable pairs combined, suggestions kept
    /// for the pairs still uncovered.
    package static func merged(_ parts: [CoverageResult]) -> CoverageResult {
        var models: [ModelCoverage] = []
        for part in parts {
            for model in part.models {
                guard let index = models.firstIndex(where: { $0.model == model.model }) else {
                    models.append(model)
                    continue
                }
                models[index].combine(model)
            }
        }
        var rules: [RuleCoverage] = []
        for part in parts {
            for rule in part.rules {
                if let index = rules.firstIndex(where: {
                    $0.path == rule.path && $0.anchor == rule.anchor && $0.model == rule.model
                }) {
                    rules[index].pairs += rule.pairs.filter { !rules[index].pairs.contains($0) }
                } else {
                    rules.append(rule)
                }
            }
        }
        return CoverageResult(
            models: models.sorted { $0.model < $1.model }, rules: rules,
            specsPass: parts.allSatisfy(\.specsPass))
    }
}

extension ModelCoverage {
    /// Adds another shard's pairs of the same model.
    mutating func combine(_ other: ModelCoverage) {
        if let depth = other.searchDepth, depth > searchDepth ?? 0 {
            searchDepth = depth
            reachableFrom = other.reachableFrom
            searchStopped = other.searchStopped
        }
        if let rows = other.longestTable { longestTable = max(longestTable ?? 0, rows) }
        if let rows = other.rowsBeyondSearch { rowsBeyondSearch = (rowsBeyondSearch ?? 0) + rows }
        for situation in other.situations where !situations.contains(situation) {
            situations.append(situation)
        }
        for verb in other.verbs where !verbs.contains(verb) { verbs.append(verb) }
        for entry in other.pairs {
            guard let index = pairs.firstIndex(where: { $0.pair == entry.pair }) else {
                pairs.append(entry)
                continue
            }
            pairs[index].isReachable = pairs[index].isReachable || entry.isReachable
            if pairs[index].suggestion == nil { pairs[index].suggestion = entry.suggestion }
            if pairs[index].note == nil { pairs[index].note = entry.note }
            for row in entry.rows where !pairs[index].rows.contains(row) {
                pairs[index].rows.append(row)
            }
            pairs[index].rows.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        }
        for index in pairs.indices where pairs[index].isCovered {
            pairs[index].suggestion = nil
            pairs[index].note = nil
        }
    }
}
