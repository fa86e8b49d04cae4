import Rulebook

/// `rulebook diff` output: Markdown for a pull-request comment, a heading with the counts,
/// then one table per kind of change (newly failing first; "now built" for a pending rule
/// that passes), each row a rule or checklist item with its spec, its status before and after.
/// A checklist item is called a required case: a deleted checklist line is counted as
/// `1 required case removed`.
extension ResultsDiff {
    public var markdown: String {
        var parts: [String] = []
        if newlyFailing.count > 0 { parts.append("\(newlyFailing.count) newly failing") }
        if fixed.count > 0 { parts.append("\(fixed.count) fixed") }
        if nowBuilt.count > 0 { parts.append("\(nowBuilt.count) now built") }
        if added.count > 0 { parts.append("\(added.count) added") }
        let removedCases = removed.filter { $0.kind == .checklistItem }.count
        if removed.count > removedCases {
            parts.append("\(removed.count - removedCases) removed")
        }
        if removedCases > 0 {
            parts.append(CountWords.of(removedCases, "required case") + " removed")
        }
        if otherChanges.count > 0 { parts.append("\(otherChanges.count) other changes") }
        var text = "## rulebook: "
        guard !parts.isEmpty else {
            return text + "no change\n\nNo rule or checklist item changed status.\n"
        }
        text += parts.joined(separator: ", ") + "\n"
        let sections = [
            ("Newly failing", newlyFailing), ("Fixed", fixed), ("Now built", nowBuilt),
            ("Added", added),
            ("Removed", removed), ("Other changes", otherChanges),
        ]
        for (title, changes) in sections where !changes.isEmpty {
            text += "\n### \(title)\n\n| | spec | rule or checklist item | before | after |\n"
            text += "|---|---|---|---|---|\n"
            for change in changes {
                let mark = Self.isFailing(change.head) ? "❌" : change.head == "passed" ? "✅" : "➖"
                text += "| \(mark) | \(Self.cell(change.path)) | "
                text += change.kind == .rule ? "" : "required case: "
                text +=
                    "\(Self.cell(change.title)) | \(change.base ?? "–") | \(change.head ?? "–") |\n"
            }
        }
        return text
    }

    /// Text safe in a Markdown table cell: no line breaks, pipes and markup escaped.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r", "\t": result.append(" ")
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~", "&":
                result.append("\\")
                result.append(character)
            default: result.append(character)
            }
        }
        return result
    }
}
