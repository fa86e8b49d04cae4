/// "Did you mean ...?" hints: the known word closest to a mistyped one, by edit distance.
package enum Suggestion {
    /// The candidate nearest to `word` (case-insensitive, spaces folded), when it is close
    /// enough to be a likely typo: at most one edit for short words, two from 5 characters,
    /// three from 9. Ties go to the earlier candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let wanted = Array(Keyword.normalize(word))
        guard wanted.count >= 3, wanted.count <= 64 else { return nil }
        let limit = wanted.count >= 9 ? 3 : wanted.count >= 5 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(Keyword.normalize(candidate))
            guard abs(known.count - wanted.count) <= limit else { continue }
            let distance = editDistance(wanted, known)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbours that turn
    /// one word into the other (optimal string alignment distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousRow = Array(0...b.count)
        var rowBeforeThat = previousRow
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBeforeThat[j - 2] + 1)
                }
            }
            rowBeforeThat = previousRow
            previousRow = row
        }
        return previousRow[b.count]
    }
}
