/// A unified diff (`diff -u` style, three lines of context) between two versions of a
/// file whose edits replace lines one for one, as `fmt` and `accept` do.
package enum UnifiedDiff {
    /// The diff of `old` and `new`, labelled with `path`; empty when they are equal.
    package static func of(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let before = lines(old)
        let after = lines(new)
        guard before.count == after.count else {
            return header(path) + hunk(before, 0..<before.count, after, 0..<after.count)
        }
        let changed = before.indices.filter { before[$0] != after[$0] }
        var hunks: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - context)..<min(before.count, index + context + 1)
            if let last = hunks.last, last.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        return header(path) + hunks.map { hunk(before, $0, after, $0) }.joined()
    }

    private static func header(_ path: String) -> String {
        "--- \(path)\n+++ \(path)\n"
    }

    /// One hunk; lines equal on both sides are context, others are removed then added in
    /// runs.
    private static func hunk(
        _ before: [String], _ old: Range<Int>, _ after: [String], _ new: Range<Int>
    ) -> String {
        var text = "@@ -\(span(old)) +\(span(new)) @@\n"
        if old.count != new.count {
            for index in old { text += "-" + before[index] + "\n" }
            for index in new { text += "+" + after[index] + "\n" }
            return text
        }
        var removed: [String] = []
        var added: [String] = []
        func flush() {
            for line in removed { text += "-" + line + "\n" }
            for line in added { text += "+" + line + "\n" }
            removed = []
            added = []
        }
        for index in old {
            if before[index] == after[index] {
                flush()
                text += " " + before[index] + "\n"
            } else {
                removed.append(before[index])
                added.append(after[index])
            }
        }
        flush()
        return text
    }

    private static func span(_ range: Range<Int>) -> String {
        range.count == 1 ? "\(range.lowerBound + 1)" : "\(range.lowerBound + 1),\(range.count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
