/// `rulebook diff`: the rules and checklist items whose status changed between two runs.
package struct ResultsDiff: Equatable, Sendable {
    /// One rule or checklist item present in either run.
    package struct Change: Equatable, Sendable {
        package enum Kind: String, Equatable, Sendable {
            case rule
            case checklistItem = "checklist item"
        }

        package let kind: Kind
        /// The spec's path.
        package let path: String
        /// The rule's title or the item's text.
        package let title: String
        /// The status in the base run; `nil` when the base run did not have it.
        package let base: String?
        /// The status in the head run; `nil` when the head run does not have it.
        package let head: String?
    }

    /// Present in both runs, not failing in the base run, failing in the head run.
    package let newlyFailing: [Change]
    /// Present in both runs, failing in the base run, passing in the head run.
    package let fixed: [Change]
    /// Present in both runs, pending in the base run (ahead of the product), passing in
    /// the head run: the product now does it.
    package let nowBuilt: [Change]
    /// Only in the head run.
    package let added: [Change]
    /// Only in the base run.
    package let removed: [Change]
    /// Present in both with another change of status (e.g. passed to skipped).
    package let otherChanges: [Change]

    /// Compares the tested rules (the nearest headings of tables, each by the status of its
    /// own tables) and the checklist items of two runs. A rule is known by its spec path and anchor, an item by its spec path and
    /// text (the n-th item with the same text matches the n-th).
    package init(base: ResultsDocument, head: ResultsDocument) {
        let before = Self.entries(base)
        let after = Self.entries(head)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }) { first, _ in first }
        let afterKeys = Set(after.map(\.key))
        var newlyFailing: [Change] = []
        var fixed: [Change] = []
        var nowBuilt: [Change] = []
        var added: [Change] = []
        var otherChanges: [Change] = []
        for entry in after {
            guard let old = beforeByKey[entry.key] else {
                added.append(entry.change(base: nil))
                continue
            }
            guard old.status != entry.status else { continue }
            let change = entry.change(base: old.status)
            if Self.isFailing(entry.status) && !Self.isFailing(old.status) {
                newlyFailing.append(change)
            } else if Self.isFailing(old.status) && entry.status == "passed" {
                fixed.append(change)
            } else if old.status == "pending" && entry.status == "passed" {
                nowBuilt.append(change)
            } else {
                otherChanges.append(change)
            }
        }
        self.newlyFailing = newlyFailing
        self.fixed = fixed
        self.nowBuilt = nowBuilt
        self.added = added
        self.removed = before.filter { !afterKeys.contains($0.key) }.map {
            Change(kind: $0.kind, path: $0.path, title: $0.title, base: $0.status, head: nil)
        }
        self.otherChanges = otherChanges
    }

    /// Whether the head run is worse: something newly fails, or an added rule or item fails.
    package var hasRegression: Bool {
        !newlyFailing.isEmpty || added.contains { Self.isFailing($0.head) }
    }

    /// Whether nothing changed status.
    package var isEmpty: Bool {
        newlyFailing.isEmpty && fixed.isEmpty && nowBuilt.isEmpty && added.isEmpty
            && removed.isEmpty
            && otherChanges.isEmpty
    }

    package static func isFailing(_ status: String?) -> Bool {
        ["failed", "error", "missing"].contains(status ?? "")
    }

    private struct Entry {
        let kind: Change.Kind
        let key: String
        let path: String
        let title: String
        let status: String

        func change(base: String?) -> Change {
            Change(kind: kind, path: path, title: title, base: base, head: status)
        }
    }

    private static func entries(_ document: ResultsDocument) -> [Entry] {
        var entries: [Entry] = []
        for spec in document.specs {
            let path = Paths.normalize(spec.path)
            // A rule's status is that of its own tables (the contract's section 1).
            var own: [String: [RunStatus]] = [:]
            for table in spec.tables {
                guard let anchor = table.rule?.anchor, let status = RunStatus(name: table.status)
                else { continue }
                own[anchor, default: []].append(status)
            }
            for rule in spec.rules where rule.tested {
                guard let statuses = own[rule.anchor] else { continue }
                entries.append(
                    Entry(
                        kind: .rule, key: "rule \(path)#\(rule.anchor)", path: spec.path,
                        title: rule.title, status: RunStatus.combined(statuses).description))
            }
            var occurrences: [String: Int] = [:]
            for item in spec.checklist {
                let occurrence = occurrences[item.text, default: 0]
                occurrences[item.text] = occurrence + 1
                entries.append(
                    Entry(
                        kind: .checklistItem,
                        key: "item \(path)\u{0}\(item.text)\u{0}\(occurrence)",
                        path: spec.path, title: item.text, status: item.status))
            }
        }
        return entries
    }
}
