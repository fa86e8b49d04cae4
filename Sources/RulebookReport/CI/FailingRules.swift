import Rulebook

/// The failures of a run grouped by rule, for the summary and the annotations: each rule
/// whose own tables fail or error (a heading with no table of its own is not a rule), in
/// spec order, with the checklist items that link to it; and the failing checklist items
/// that link to no failing rule (missing items, or a section that fails below its heading).
struct FailingRules {
    /// A failing rule.
    struct Rule {
        /// The spec's path as given.
        let path: String
        let anchor: String
        let title: String
        /// Its failed or errored tables, in order; never empty.
        let tables: [TableResult]
        /// The failing checklist items linked to it, each with its spec's path.
        var checklist: [(path: String, check: ChecklistResult)] = []
    }

    let rules: [Rule]
    /// The failing checklist items that name no rule of `rules`.
    let otherItems: [(path: String, check: ChecklistResult)]

    init(_ specs: [SpecResult]) {
        var rules: [Rule] = []
        var indexByKey: [String: Int] = [:]
        for spec in specs {
            for table in spec.tables where table.status >= .failed {
                let anchor = table.table.rule?.anchor ?? ""
                let key = Self.key(spec.spec.path, anchor)
                if let index = indexByKey[key] {
                    rules[index] = Rule(
                        path: rules[index].path, anchor: anchor, title: rules[index].title,
                        tables: rules[index].tables + [table])
                } else {
                    indexByKey[key] = rules.count
                    rules.append(
                        Rule(
                            path: spec.spec.path, anchor: anchor,
                            title: RuleTitle.of(table.table, path: spec.spec.path),
                            tables: [table]))
                }
            }
        }
        var others: [(path: String, check: ChecklistResult)] = []
        for spec in specs {
            for check in spec.checklist where check.isFailing {
                if let target = check.target, case .rule = check.outcome,
                    let index = indexByKey[Self.key(target.path, target.anchor)]
                {
                    rules[index].checklist.append((spec.spec.path, check))
                } else {
                    others.append((spec.spec.path, check))
                }
            }
        }
        self.rules = rules
        self.otherItems = others
    }

    private static func key(_ path: String, _ anchor: String) -> String {
        Paths.normalize(path) + "#" + anchor
    }
}
