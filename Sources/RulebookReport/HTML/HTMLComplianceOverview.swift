import Rulebook

/// The index's compliance overview, first on the page: every checklist grouped under its
/// own heading path as the spec writes it (`Pagination › Required cases`), each group with
/// one verdict line (`8 of 8 required cases pass`, then what is failing, missing or
/// pending), and each item with its status and a link to its rule. A required case is a
/// checklist item.
struct HTMLComplianceOverview {
    /// One checklist: the items under one heading of one spec.
    struct Group {
        let spec: SpecResult
        /// The headings above the items, outermost first.
        let headings: [SpecRule]
        let items: [ChecklistResult]

        /// The path as the spec writes it, `Pagination › Required cases`; the spec's path
        /// when the items stand under no heading.
        func title(shownPath: String) -> String {
            headings.isEmpty
                ? shownPath
                : headings.map(\.title).joined(separator: HTMLComplianceOverview.separator)
        }

        /// `3 of 4 required cases pass, 1 failing`, in the words of `messages`.
        func verdict(_ messages: ReportMessages) -> String {
            var passing = 0
            var failing = 0
            var missing = 0
            var pending = 0
            var skipped = 0
            for item in items {
                switch item.outcome {
                case .missing: missing += 1
                case .rule(.passed): passing += 1
                case .rule(.pending): pending += 1
                case .rule(.skipped): skipped += 1
                case .rule: failing += 1
                }
            }
            let words = messages.index
            var parts = [
                words.verdict(messages.number(passing), messages.number(items.count), items.count)
            ]
            for (message, count) in [
                (words.overviewFailing, failing), (words.overviewMissing, missing),
                (words.overviewPending, pending), (words.overviewSkipped, skipped),
            ] where count > 0 {
                parts.append(message(messages.number(count), count))
            }
            return messages.list(parts)
        }
    }

    /// The separator of a heading path, in every language: `Pagination › Required cases`.
    static let separator = " › "

    /// Every checklist of the run, in spec order, then in the order of the spec.
    static func groups(_ specs: [SpecResult]) -> [Group] {
        var groups: [Group] = []
        for spec in specs where !spec.checklist.isEmpty {
            var current: (headings: [SpecRule], items: [ChecklistResult])?
            for check in spec.checklist {
                let headings = headingPath(above: check.item.line, in: spec.spec.rules)
                if let open = current, open.headings.last?.line == headings.last?.line {
                    current?.items.append(check)
                } else {
                    if let open = current {
                        groups.append(Group(spec: spec, headings: open.headings, items: open.items))
                    }
                    current = (headings, [check])
                }
            }
            if let open = current {
                groups.append(Group(spec: spec, headings: open.headings, items: open.items))
            }
        }
        // The specs written in the run's language first: those that declare another one
        // (translations of rules stated elsewhere) follow, so they never push the others
        // out of the first screen.
        return groups.filter { $0.spec.spec.language == nil }
            + groups.filter { $0.spec.spec.language != nil }
    }

    /// The headings whose sections hold `line`, outermost first.
    static func headingPath(above line: Int, in rules: [SpecRule]) -> [SpecRule] {
        // By index: only the headings of the path are copied out of `rules`.
        var path: [Int] = []
        for index in rules.indices where rules[index].line < line {
            while let last = path.last, rules[last].level >= rules[index].level {
                path.removeLast()
            }
            path.append(index)
        }
        return path.map { rules[$0] }
    }
}
