/// Converting between a run and its results file.
extension ResultsDocument {
    /// The results file of `result`.
    ///
    /// `positions` gives each spec's position among all the spec files of the unsharded run
    /// (by default its index in `result.specs`). The spec set is that of `result` (a whole
    /// run's; a shard gives the whole run's with `init(result:positions:shard:specSet:...)`).
    package init(
        result: RunResult, positions: [Int]? = nil, shard: ShardDocument? = nil,
        filter: String? = nil, durationSeconds: Double? = nil,
        version: String = RulebookVersion.current
    ) {
        self.init(
            result: result, positions: positions, shard: shard, specSet: nil, filter: filter,
            durationSeconds: durationSeconds, version: version)
    }

    /// The results file of `result`, as `init(result:positions:shard:filter:...)` makes it,
    /// with `specSet` the spec files of the unsharded run (those of `result` when `nil`).
    package init(
        result: RunResult, positions: [Int]? = nil, shard: ShardDocument? = nil,
        specSet: SpecSetDocument?, filter: String? = nil, durationSeconds: Double? = nil,
        version: String = RulebookVersion.current
    ) {
        let counts = ReportCounts(result.specs)
        self.init(
            format: Self.formatName, version: Self.currentVersion, rulebook: version,
            shard: shard, specSet: specSet ?? SpecSetDocument(result), filter: filter,
            durationSeconds: durationSeconds,
            passed: result.isPassing, totals: TotalsDocument(counts),
            specs: result.specs.enumerated().map { index, spec in
                SpecDocument(spec, position: positions?[safe: index] ?? index)
            })
    }

    /// The run this file records. Each spec is parsed again from its source, so the run is
    /// the same as the one that wrote the file (checklist outcomes included, as resolved
    /// then).
    ///
    /// Throws when the file is not a version this rulebook reads, or when a spec's recorded
    /// tables, rows or checklist do not match its source.
    package func runResult() throws(Diagnostic) -> RunResult {
        try checkFormat()
        var specs: [SpecResult] = []
        for document in self.specs {
            specs.append(try document.specResult())
        }
        return RunResult(specs: specs, filter: filter)
    }

    /// Throws unless this is a results file of a version this rulebook reads.
    package func checkFormat() throws(Diagnostic) {
        guard format == Self.formatName else {
            throw Diagnostic(.results, "is not a rulebook results file (format \"\(format)\")")
        }
        guard Self.readableVersions.contains(version) else {
            throw Diagnostic(
                .results,
                "has results format version \(version); this rulebook reads versions \(Self.readableVersions.lowerBound) to \(Self.currentVersion)"
            )
        }
    }
}

extension TotalsDocument {
    init(_ counts: ReportCounts) {
        func convert(_ value: ReportCounts.ByStatus) -> Counts {
            Counts(
                passed: value.passed, failed: value.failed, error: value.error,
                notRun: value.notRun, pending: value.pending)
        }
        self.init(
            rules: convert(counts.rules), tables: convert(counts.tables),
            rows: convert(counts.rows),
            checklist: ChecklistCounts(
                passed: counts.checklist.passed, failing: counts.checklist.failing,
                missing: counts.checklist.missing, notRun: counts.checklist.notRun,
                pending: counts.checklist.pending))
    }
}

extension SpecDocument {
    init(_ result: SpecResult, position: Int) {
        let tested = Set(result.testedRules.map(\.rule.anchor))
        self.init(
            path: result.spec.path, position: position, source: result.spec.text,
            status: result.status.description,
            rules: result.rules.map { rule in
                RuleDocument(
                    title: rule.rule.title, anchor: rule.rule.anchor, level: rule.rule.level,
                    line: rule.rule.line, status: rule.status?.description,
                    tested: tested.contains(rule.rule.anchor))
            },
            tables: result.tables.map(TableDocument.init),
            checklist: result.checklist.map(ChecklistDocument.init))
    }

    func specResult() throws(Diagnostic) -> SpecResult {
        let spec = Spec(path: path, text: source)
        func mismatch(_ what: String) -> Diagnostic {
            Diagnostic(.results, "records \(what) that do not match the source of \(path)")
        }
        guard tables.count == spec.tables.count, rules.count == spec.rules.count,
            checklist.count == spec.checklist.count
        else { throw mismatch("tables, rules or checklist items") }
        var tableResults: [TableResult] = []
        for (document, table) in zip(tables, spec.tables) {
            guard document.line == table.line, document.rows.count == table.rows.count,
                let status = RunStatus(name: document.status)
            else { throw mismatch("tables") }
            var rows: [RowResult] = []
            for (row, tableRow) in zip(document.rows, table.rows) {
                guard row.line == tableRow.line, let status = row.rowStatus(file: path) else {
                    throw mismatch("rows")
                }
                rows.append(
                    RowResult(
                        row: tableRow, status: status, trace: row.trace,
                        notRunReason: row.notRunReason, uncheckedValues: row.uncheckedValues))
            }
            let problem = document.problem.map {
                Diagnostic(
                    $0.kind.flatMap(Diagnostic.Kind.init(rawValue:)) ?? .spec,
                    at: FileLocation(file: $0.file, line: $0.line), $0.message,
                    suggestion: $0.suggestion)
            }
            var pending: PendingVerdict?
            if let recorded = document.pending {
                guard let kind = PendingVerdict.Kind(rawValue: recorded.verdict),
                    let ownStatus = RunStatus(name: recorded.ownStatus),
                    let marker = spec.rules.first(where: { $0.anchor == table.rule?.anchor })?
                        .pending
                else { throw mismatch("pending tables") }
                pending = PendingVerdict(kind: kind, marker: marker, ownStatus: ownStatus)
            }
            tableResults.append(
                TableResult(
                    table: table, status: status, problem: problem, rows: rows,
                    duration: .seconds(document.durationSeconds ?? 0), pending: pending))
        }
        var ruleResults: [RuleResult] = []
        for (document, rule) in zip(rules, spec.rules) {
            // A rule's statuses follow from its tables' (recorded above), as in the run.
            let result = RuleResult(rule, tables: tableResults)
            guard document.anchor == rule.anchor, (result.status == nil) == (document.status == nil)
            else { throw mismatch("rules") }
            ruleResults.append(result)
        }
        var checks: [ChecklistResult] = []
        for (document, item) in zip(checklist, spec.checklist) {
            guard document.line == item.line, let outcome = document.outcome(file: path) else {
                throw mismatch("checklist items")
            }
            checks.append(
                ChecklistResult(
                    item: item, target: document.target.map { ($0.path, $0.anchor) },
                    outcome: outcome, firstProblem: document.firstProblem,
                    pendingReason: document.pendingReason))
        }
        return SpecResult(spec: spec, tables: tableResults, rules: ruleResults, checklist: checks)
    }
}

extension TableDocument {
    init(_ result: TableResult) {
        let table = result.table
        self.init(
            line: table.line, headerLine: table.headerLine,
            rule: table.rule.map { RuleReferenceDocument(title: $0.title, anchor: $0.anchor) },
            model: table.modelName,
            options: table.options.map { option in
                option.value.map { option.name + "=" + $0 } ?? option.name
            },
            columns: table.columns.map(\.header),
            status: result.status.description,
            problem: result.problem.map {
                ProblemDocument(
                    file: $0.location?.file ?? "", line: $0.location?.line ?? result.table.line,
                    message: $0.message, kind: $0.kind.rawValue, suggestion: $0.suggestion)
            },
            rows: result.rows.map(RowDocument.init),
            durationSeconds: Double(result.duration.components.seconds)
                + Double(result.duration.components.attoseconds) / 1e18,
            pending: result.pending.map {
                PendingDocument(
                    verdict: $0.kind.rawValue, reason: $0.marker.reason, line: $0.marker.line,
                    ownStatus: $0.ownStatus.description)
            })
    }
}

extension RowDocument {
    init(_ result: RowResult) {
        var mismatches: [MismatchDocument]?
        var error: String?
        var suggestion: String?
        let status: String
        switch result.status {
        case .passed: status = "passed"
        case .failed(let list):
            status = "failed"
            mismatches = list.map {
                MismatchDocument(column: $0.column, expected: $0.expected, actual: $0.actual)
            }
        case .error(let problem):
            status = "error"
            error = problem.message
            suggestion = problem.suggestion
        case .notRun: status = "notRun"
        }
        self.init(
            number: result.row.number, line: result.row.line,
            cells: result.row.cells.map(\.source), status: status, mismatches: mismatches,
            error: error, suggestion: suggestion, notRunReason: result.notRunReason,
            trace: result.trace,
            unchecked: result.uncheckedValues.isEmpty
                ? nil
                : Dictionary(
                    uniqueKeysWithValues: result.uncheckedValues.map { ($0.key + "?", $0.value) }))
    }

    /// The recorded values of the blank expectation cells, by column name (`visible`).
    var uncheckedValues: [String: String] {
        guard let unchecked else { return [:] }
        return Dictionary(
            unchecked.map {
                (String($0.key.hasSuffix("?") ? $0.key.dropLast() : $0.key[...]), $0.value)
            }
        ) { first, _ in first }
    }

    /// The recorded status of this row of the spec at `file`, or `nil` when the file says
    /// something this version cannot read.
    func rowStatus(file: String) -> RowStatus? {
        switch status {
        case "passed": .passed
        case "failed":
            .failed(
                (mismatches ?? []).map {
                    Mismatch(column: $0.column, expected: $0.expected, actual: $0.actual)
                })
        case "error":
            .error(
                Diagnostic(
                    .row, at: FileLocation(file: file, line: line), error ?? "",
                    suggestion: suggestion))
        case "notRun": .notRun
        default: nil
        }
    }
}

extension ChecklistDocument {
    init(_ result: ChecklistResult) {
        var reason: String?
        let status: String
        switch result.outcome {
        case .rule(let ruleStatus): status = ruleStatus.description
        case .missing(let why):
            status = "missing"
            reason = why.message
        }
        self.init(
            line: result.item.line, text: result.item.text, destination: result.item.destination,
            target: result.target.map { ChecklistTargetDocument(path: $0.path, anchor: $0.anchor) },
            status: status, reason: reason, firstProblem: result.firstProblem,
            pendingReason: result.pendingReason)
    }

    /// The recorded outcome of this item of the spec at `file`, or `nil` when the file says
    /// something this version cannot read.
    func outcome(file: String) -> ChecklistResult.Outcome? {
        switch status {
        case "missing":
            .missing(Diagnostic(.checklist, at: FileLocation(file: file, line: line), reason ?? ""))
        default: RunStatus(name: status).map { .rule($0) }
        }
    }

    /// Whether the item makes a run fail: its rule failed or errored, or it is missing.
    var isFailing: Bool { ["failed", "error", "missing"].contains(status) }
}

extension RunStatus {
    /// The status written as `description` (`passed`), or `nil`.
    init?(name: String) {
        switch name {
        case "skipped": self = .skipped
        case "passed": self = .passed
        case "pending": self = .pending
        case "failed": self = .failed
        case "error": self = .error
        default: return nil
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
