/// The `--json` text of a results document, written in one pass by `JSONText`: each type
/// writes its members in sorted key order, optional ones only when present, exactly as
/// `JSONEncoder` with sorted keys writes the `Codable` form (`ResultsFile.read` reads it).
extension ResultsDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("durationSeconds", durationSeconds)
            json.member("filter", filter)
            json.member("format", format)
            json.member("passed", passed)
            json.member("rulebook", rulebook)
            if let shard {
                json.member("shard") { json in
                    json.object { json in
                        json.member("count", shard.count)
                        json.member("index", shard.index)
                    }
                }
            }
            if let specSet {
                json.member("specSet") { json in
                    json.object { json in
                        json.member("files", specSet.files)
                        json.member("fingerprint", specSet.fingerprint)
                    }
                }
            }
            json.member("specs") { $0.array(specs) { $1.write(to: &$0) } }
            json.member("totals") { totals.write(to: &$0) }
            json.member("version", version)
        }
    }
}

extension TotalsDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("checklist") { json in
                json.object { json in
                    json.member("failing", checklist.failing)
                    json.member("missing", checklist.missing)
                    json.member("notRun", checklist.notRun)
                    json.member("passed", checklist.passed)
                    json.member("pending", checklist.pending)
                }
            }
            for (key, counts) in [("rows", rows), ("rules", rules), ("tables", tables)] {
                json.member(key) { json in
                    json.object { json in
                        json.member("error", counts.error)
                        json.member("failed", counts.failed)
                        json.member("notRun", counts.notRun)
                        json.member("passed", counts.passed)
                        json.member("pending", counts.pending)
                    }
                }
            }
        }
    }
}

extension SpecDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("checklist") { $0.array(checklist) { $1.write(to: &$0) } }
            json.member("path", path)
            json.member("position", position)
            json.member("rules") { $0.array(rules) { $1.write(to: &$0) } }
            json.member("source", source)
            json.member("status", status)
            json.member("tables") { $0.array(tables) { $1.write(to: &$0) } }
        }
    }
}

extension RuleDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("anchor", anchor)
            json.member("level", level)
            json.member("line", line)
            json.member("status", status)
            json.member("tested", tested)
            json.member("title", title)
        }
    }
}

extension TableDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("columns") { $0.array(columns) { $0.string($1) } }
            json.member("durationSeconds", durationSeconds)
            json.member("headerLine", headerLine)
            json.member("line", line)
            json.member("model", model)
            json.member("options") { $0.array(options) { $0.string($1) } }
            if let pending {
                json.member("pending") { json in
                    json.object { json in
                        json.member("line", pending.line)
                        json.member("ownStatus", pending.ownStatus)
                        json.member("reason", pending.reason)
                        json.member("verdict", pending.verdict)
                    }
                }
            }
            if let problem { json.member("problem") { problem.write(to: &$0) } }
            json.member("rows") { $0.array(rows) { $1.write(to: &$0) } }
            if let rule {
                json.member("rule") { json in
                    json.object { json in
                        json.member("anchor", rule.anchor)
                        json.member("title", rule.title)
                    }
                }
            }
            json.member("status", status)
        }
    }
}

extension ProblemDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("file", file)
            json.member("kind", kind)
            json.member("line", line)
            json.member("message", message)
            json.member("suggestion", suggestion)
        }
    }
}

extension RowDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("cells") { $0.array(cells) { $0.string($1) } }
            json.member("error", error)
            json.member("line", line)
            if let mismatches {
                json.member("mismatches") { json in
                    json.array(mismatches) { json, mismatch in
                        json.object { json in
                            json.member("actual", mismatch.actual)
                            json.member("column", mismatch.column)
                            json.member("expected", mismatch.expected)
                        }
                    }
                }
            }
            json.member("notRunReason", notRunReason)
            json.member("number", number)
            json.member("status", status)
            json.member("suggestion", suggestion)
            if let trace { json.member("trace") { trace.write(to: &$0) } }
            if let unchecked {
                json.member("unchecked") { json in
                    json.object { json in
                        for (column, value) in unchecked.sorted(by: { $0.key < $1.key }) {
                            json.member(column, value)
                        }
                    }
                }
            }
        }
    }
}

extension TraceStep {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("marks") { $0.array(marks) { $1.write(to: &$0) } }
            json.member("time", time)
        }
    }
}

extension TraceMark {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("kind") { json in
                json.object { json in
                    switch kind {
                    case .point: json.member("point") { $0.object { _ in } }
                    case .start(let until):
                        json.member("start") { $0.object { $0.member("until", until) } }
                    case .end: json.member("end") { $0.object { _ in } }
                    case .value: json.member("value") { $0.object { _ in } }
                    case .generation: json.member("generation") { $0.object { _ in } }
                    }
                }
            }
            json.member("label", label)
            json.member("lane", lane)
            json.member("tone", tone.rawValue)
        }
    }
}

extension ChecklistDocument {
    func write(to json: inout JSONText) {
        json.object { json in
            json.member("destination", destination)
            json.member("firstProblem", firstProblem)
            json.member("line", line)
            json.member("pendingReason", pendingReason)
            json.member("reason", reason)
            json.member("status", status)
            if let target {
                json.member("target") { json in
                    json.object { json in
                        json.member("anchor", target.anchor)
                        json.member("path", target.path)
                    }
                }
            }
            json.member("text", text)
        }
    }
}
